"""Is a date of a text tied to the event a *when* question asks about (``asked_event``)?

By the question-and-answer pair it opens (or whose answer's first sentence holds it alone
after the question's subject, ``answer_dates``), its infobox row's label, its parenthesis, or
its clause with no other event's verb between the event's word and the date; never when
its row's label names an earlier state ("Previous record: 2007", ``earlier_label``) or
the entry a removal the question asks undoes ("Listed: 2004", ``removal_rows``), its
own words, a noun it dates, a verb that governs it, its clause's own subject
(``event_subjects``) or the reference clause of a span it sits in ("a decade after Caxton set
up in 1476": ``offset_events.in_reference_clause``) give it to another event or thing. Pure.
"""

from __future__ import annotations

import re

from workers.engine.accents import folded
from workers.engine.answer_dates import sole_answer_date
from workers.engine.dated_nouns import dates_another_noun, earlier_label
from workers.engine.event_mentions import (
    END_WORDS,
    NEGATION,
    event_hits,
    names_event,
    of_subject,
    other_event,
    other_verb,
)
from workers.engine.event_of_question import Event
from workers.engine.event_subjects import other_subject_event
from workers.engine.governing_verbs import another_kind, governed_elsewhere, schedule_side
from workers.engine.kept_values import ROW_LABEL, row_around
from workers.engine.label_objects import other_object_label
from workers.engine.object_events import other_object_event
from workers.engine.offset_events import in_reference_clause, offset_from_event
from workers.engine.phrasal_verbs import phrasal_hits
from workers.engine.predicate_words import predicate_hits
from workers.engine.predicates import PAST_FORMS, canonical
from workers.engine.qa_pages import opened_by_date
from workers.engine.removal_rows import removal_row
from workers.engine.terms import stem
from workers.engine.values import Value

_ROW_BREAK = re.compile(
    r"[|;\n·•]|[^\S\n][—–][^\S\n]"
    r"|(?<!\b[A-Z])(?<!\bDr)(?<!\bMr)(?<!\bMrs)(?<!\bMs)(?<!\bSt)(?<!\bJr)(?<!\bSr)"
    r"(?<!\bv)(?<!\bvs)[.!?](?=[^\S\n]+[A-Z\"'“(‘])|\?")
"""Where a row or sentence ends: an infobox or list separator, a spaced dash, a sentence end
(not the point of an initial, a title or a case name's "v.": "founded by S. Ramadoss in
1989", "by Dr. Prichard", "decided Roe v. Wade in 1973")."""
_LABEL = ROW_LABEL
_LABEL_BEFORE = re.compile(r"([^:|\n]{1,60}):[^\S\n]*$")
"""The label right before a row's value, as written ("Renamed Young V&A: ")."""
_NO_LABEL = frozenset({"a", "q", "answer", "re", "note", "update", "edit"})
_DATE_LABELS = frozenset({"date", "dates", "day", "year", "when"})
_LETTERS = re.compile(r"[A-Za-z]{2,}")
_WORD = re.compile(r"[^\W\d_][\w'’-]*")
_COMMA = re.compile(r",(?=[^\S\n])|[^\S\n](?:but|whereas|while)[^\S\n]")
_VERB = re.compile(
    r"\b(?:[a-z]{3,}(?:ed|ing)|is|are|was|were|has|have|had|will|did|does)\b")
_OTHER_VERB = re.compile(r"\b[a-z]{3,}ed\b")
_DETERMINED = re.compile(r"\b(?:a|an|the|its|their|his|her)[^\S\n]+$")
"""A participle after a determiner is an adjective ("as a limited company"), no verb."""
_OWN_YEAR_FIRST = re.compile(
    r"[^\S\n]+(?:in|on|during|around)[^\S\n]+(?:(?<![\w.,$€£-])(?:1\d{3}|20\d{2})"
    r"(?![\w%]|,\d{3}|\.\d)|['’]\d\d(?![\w'’]))")
"""The event's word's own year right after it and its preposition ("exposed in '76", "opened
in 1932"), its century elided or not: a later date in the clause is no date of that event
("… exposed in '76 he got his own painting show on Channel 4 in 1982")."""


def tied(text: str, value: Value, event: Event) -> bool:
    """Is the date ``value`` of ``text`` tied to ``event`` (``asked_event`` module docstring)?"""
    if value.surface.strip() in event.years:
        return False  # the question's own year qualifies it
    start, end = value.start, value.end
    if other_event(text, start, event) or other_object_event(text, start, event) \
            or dates_another_noun(text, start, end, lambda noun: _own(noun, event)) \
            or offset_from_event(text, end, lambda words: names_event(words, event),
                                 lambda word: _subject_word(word, event)) \
            or in_reference_clause(text, start, end, lambda words: names_event(words, event),
                                   lambda word: _subject_word(word, event)):
        return False  # "the 1966 riots started …": the riots' year
    answered = sole_answer_date(text, start, end)
    if answered is not None and names_event(answered.question, event) and any(
            _subject_word(w, event) for w in _WORD.findall(text, answered.answer_start, start)):
        return True  # "Q: when was the atlas published? A: The atlas came out in 1569."
    if _governed_elsewhere(text, start, event) \
            or other_subject_event(text, start, lambda word: _own(word, event), doer=event.doer,
                                   end=end):
        return False
    if not event.tie or _life_span_marks(text, start, end, event):
        return True
    pair = opened_by_date(text, start)
    if pair is not None and names_event(pair.question, event):
        return True
    row_start, row_end = _row(text, start)
    if not _LETTERS.search(text[row_start:start] + text[end:row_end]):
        # a date alone in its row heads or ends its neighbours: "4 June 1931 — The Kessler
        # Bridge opens to traffic", "release history: 4.0 — March 12, 2025"
        row_start = _row(text, max(0, row_start - 2))[0] if row_start else 0
        row_end = _row(text, row_end + 1)[1] if row_end < len(text) else row_end
    row = text[row_start:row_end]
    at, stop = start - row_start, end - row_start
    labelled = _LABEL_BEFORE.search(row, 0, at)
    if labelled is not None and other_object_label(labelled.group(1), event):
        return False  # "Renamed Young V&A: 2023" for "renamed the Museum of Childhood"
    label = _LABEL.match(row)
    if label is not None and label.end() <= at \
            and label.group(1).strip().lower() not in _NO_LABEL:
        words = label.group(1).lower()
        if earlier_label(words, event.spelled):
            return False  # "Previous record: 2007" for the record that stands
        removal = removal_row(words, event.removed)
        if removal is not None:
            return removal  # "Delisted: 2016", not "Listed: 2004", for "taken off the list"
        named = names_event(words, event) or set(re.findall(r"[a-z]+", words)) <= _DATE_LABELS
        if named and _paren(row, at) is None:
            return True
        if not named and _event_row_elsewhere(text, row_start, event):
            return False  # "Law: … Hearing Aid Act, 2017 | … | On sale from: …"
        body = label.end()  # "Replaced by: euro, 1 January 2011": the label is no clause
    else:
        body = 0
    if not event.close:
        return names_event(row[body:], event)
    paren = _paren(row, at)
    if paren is not None:
        open_, close = paren
        inside = row[open_ + 1 : at] + " " + row[stop:close]
        if names_event(inside, event) or of_subject(inside, event):
            return True
        before = row[:open_]
        cut = max((m.end() for m in _COMMA.finditer(before)), default=0)
        return names_event(before[cut:], event)
    clause_start, clause_end = _clause(row, at, stop)
    clause_start = max(clause_start, body)
    clause = row[clause_start:clause_end]
    if not names_event(clause, event) and _VERB.search(
            row, clause_start, at) is None and _VERB.search(row, stop, clause_end) is None:
        clause_start, clause_end = body, len(row)  # "On 14 December 1911, Amundsen reached …"
    return _nearest_is_event(row, clause_start, clause_end, at, stop, event)


_BOX_ROWS = 12
"""How many of a box's rows are read for one naming the event (the cost is bounded)."""


def _event_row_elsewhere(text: str, row_start: int, event: Event) -> bool:
    """Does another row of the box ``text`` (rows between "|") whose label names ``event``
    ("On sale from: …" for "could Americans first buy …") give the asked event its own row?
    A row labelled with another attribute ("Law: Over-the-Counter Hearing Aid Act, 2017")
    then tells that attribute, whatever of the question its value names."""
    if "|" not in text:
        return False
    at = 0
    for _ in range(_BOX_ROWS):
        bar = text.find("|", at)
        cell_end = bar if bar >= 0 else len(text)
        if at != row_start and not (at <= row_start < cell_end):
            label = _LABEL.match(text, at, cell_end)
            if label is not None and label.group(1).strip().lower() not in _NO_LABEL \
                    and names_event(label.group(1).lower(), event):
                return True
        if bar < 0:
            return False
        at = bar + 1
    return False


def _own(word: str, event: Event) -> bool:
    """Is ``word`` one of the question's words (as written or by its stem) or does it name
    ``event``?"""
    return names_event(word, event) or canonical(stem(word.lower())) in event.words \
        or folded(word).lower() in event.spelled


def _subject_word(word: str, event: Event) -> bool:
    """Is ``word`` one of the question's content words (by its stem, a possessive's "'s"
    dropped) other than those that name ``event``, or its subject's head noun that is the
    event too (``Event.head``)?"""
    low = re.sub(r"['’]s$", "", word.lower())
    term = canonical(stem(low))
    if event.head and term == event.head:
        return True  # "A century after the 1879 apparition" for "did the apparition … happen?"
    return term in event.words and term not in event.terms and not term.startswith("#") \
        and not names_event(low, event)


def _life_span_marks(text: str, start: int, end: int, event: Event) -> bool:
    """Does a life span after the subject's name ("Ritchie, (June 19, 1910 – June 5, 1988)")
    mark the date at ``start:end`` as the asked birth or death (``predicate_words``)? The
    span's dash breaks rows, so it is read around the date."""
    if not event.terms & _LIFE_EVENTS:
        return False
    begin = max(0, start - _LIFE_BEFORE)
    return any(s == e and start <= begin + s < end for s, e, _ in predicate_hits(
        text[begin : end + _LIFE_AFTER], event.terms, event.words))


_LIFE_EVENTS = frozenset({"#birth", "#death"})
_LIFE_BEFORE = 120
_LIFE_AFTER = 60


def _row(text: str, at: int) -> tuple[int, int]:
    """The row or sentence of ``text`` that holds offset ``at`` (``kept_values.row_around``)."""
    return row_around(text, at, _ROW_BREAK, _SPAN)


_SPAN = 400


def _paren(row: str, at: int) -> tuple[int, int] | None:
    """The span of the parenthesis of ``row`` that holds offset ``at``, if any."""
    open_ = row.rfind("(", 0, at)
    if open_ < 0 or row.find(")", open_, at) >= 0:
        return None
    close = row.find(")", at)
    return (open_, close) if close >= 0 else None


def _clause(row: str, at: int, stop: int) -> tuple[int, int]:
    """The clause of ``row`` (between commas, "but", "whereas", "while") that holds the
    value at ``at:stop``."""
    begin = max((m.end() for m in _COMMA.finditer(row, 0, at)), default=0)
    after = _COMMA.search(row, stop)
    return begin, after.start() if after is not None else len(row)


def _nearest_is_event(  # noqa: PLR0917 - private, one caller
    row: str, begin: int, end: int, at: int, stop: int, event: Event,
) -> bool:
    """Does the span ``begin:end`` of ``row`` name the event, with no other event's verb
    between the nearest of its words and the value at ``at:stop``?"""
    hits = [h for h in event_hits(row[begin:end], event)
            if NEGATION.search(row, max(0, begin + h[0] - 16), begin + h[0]) is None]
    if not hits:
        return False
    spans = [(begin + s, begin + e) for s, e, _ in hits]

    def gap(span: tuple[int, int]) -> int:
        return max(0, span[0] - stop, at - span[1])

    near = min(spans, key=gap)
    low, high = (near[1], at) if near[1] <= at else (stop, near[0])
    between = row[low:high]
    if low == near[1] and _OWN_YEAR_FIRST.match(between):
        return False  # the event's own year comes first: a later one is another event's
    light = _LIGHT_OBJECT.search(between) if near[0] >= stop else None
    if light is not None:  # "made the first climb": the light verb's object is the event
        between = between[: light.start()]
    return not any(other_verb(m.group(0), event) and not _asked_verb(m.group(0), event)
                   for m in _OTHER_VERB.finditer(between)
                   if not _DETERMINED.search(between, 0, m.start())) \
        and not any(w in PAST_FORMS and not names_event(w, event) and not _asked_verb(w, event)
                    for w in re.findall(r"[a-z]+", between))


LIGHT_PASTS = frozenset("made took gave had".split())
"""The pasts of light verbs, a closed class: their object is the event ("a party made the
first climb of the ridge", "the studio made its first broadcast"), so one right before the
event's noun, the date before both, is no other event's verb (``_LIGHT_OBJECT``)."""
_LIGHT_OBJECT = re.compile(
    rf"\b(?:{'|'.join(sorted(LIGHT_PASTS))})(?:[^\S\n]+[\w'’-]+){{0,3}}[^\S\n]*$")
"""A light past with at most three words (a determiner, "first", a modifier) before the
event's word, which ends the span between it and the date."""


def _asked_verb(word: str, event: Event) -> bool:
    """Is the past form ``word`` a word the question itself writes (by its stem)? "did the
    draining of Lake Nemi begin?" asks when the draining began: its event is read from the
    "-ing" noun, and "began" between "draining" and the date ("… the draining of Lake Nemi
    began in 1932") is the question's own verb, no other event's."""
    term = canonical(stem(word))
    return term in event.words and not term.startswith("#")


def _governed_elsewhere(text: str, start: int, event: Event) -> bool:
    """Is the date at ``start`` governed by another event's verb (``governing_verbs``)? Read
    for a question whose predicate has a class ("opened", "born", "built"): its event's
    words are then known with their forms; a verb sharing a stem with one of the question's
    words ("booked" / "book", "re-erected") or opening a phrasal verb of the event in the
    text ("went" of "went up" for an asked erection: ``phrasal_verbs``) names the event
    too, and a schedule's verb is another event's only by ``another_kind``. For an untied
    unclassed event (a schedule's, an attribute-keyed question's), only ``another_kind``'s
    verbs: a class the event does not name, or the other side of a schedule (a start for an
    asked deadline)."""
    own = {w.split("-")[-1] for w in event.words if not w.startswith("#")}
    phrasal = {text[s:e].split(maxsplit=1)[0].lower()
               for s, e, _ in phrasal_hits(text, event.terms)}

    def names(word: str) -> bool:
        return names_event(word, event) or word.lower() in phrasal or any(
            len(o) >= 4 and (stem(word).startswith(o) or o.startswith(stem(word))) for o in own)

    ends = not event.words.isdisjoint(END_WORDS)
    if any(t.startswith("#") for t in event.terms):  # a schedule's verb by its side only
        return governed_elsewhere(text, start, names, lambda verb: not schedule_side(
            verb) or another_kind(verb, event.terms | event.classes, ends=ends))
    if event.tie:
        return False
    return governed_elsewhere(text, start, names,
                              lambda verb: another_kind(verb, event.terms | event.classes,
                                                        ends=ends))


