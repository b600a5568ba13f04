"""The asked event: a date answers a *when* question only beside the event it asks about.

A *when* question asks for the date of one event of its subject's story ("When was
Iguanodon named?", "In what year did the United States end the dollar's convertibility
into gold?"); every text about that subject is full of the dates of its other events
(the 1878 Bernissart find, the 1944 Bretton Woods agreement, Scott's arrival). The
question's event is its verb: a word of a predicate class ("born", "issued"), a past
participle ("named", "first issued"), a verb in "-ing" ("start supplying"), or the verb
after "did/does/do" and the subject ("did Roald Amundsen reach"); a question with none
("On what date was Easter Sunday in 2024?") asks for the date of its named day, whose
name is then the event. A date answers only when it is tied to that event
(``predicate_words``: any form or synonym of the event's words):

- it opens the answer of a question-and-answer chunk whose question names the event
  ("Q: when was iguanodon named? A: 1825");
- in an infobox row, the row's label names the event or is a bare date label ("Named by:
  Gideon Mantell, 1825", "Pole reached: 14 December 1911", "Date: 7 January"); a row
  labelled with another attribute ("Denominations: €5 – €500 (€500 no longer issued since
  2019)") answers nothing;
- in a parenthesis, the parenthesis or the words right before it name the event ("34 days
  ahead of Scott (17 January 1912)" does not);
- otherwise its clause (between commas; the whole sentence when the date's clause has no
  verb: "On 14 December 1911, Amundsen reached the Pole") names the event, and no other
  event's verb stands between the event's word and the date ("ending the convertibility
  agreed at Bretton Woods in 1944": the date is the agreement's).

A date whose own words give it to another event answers no *when* question that does not
ask for that event, whatever names the asked one nearby: the end of a period ("Java SE 8:
GA 18/03/2014 · Premier Support until March 2022"), a deadline ("Order by 20 December for
delivery before Orthodox Christmas"), a next occurrence ("Next cohort 12 May"), an
anniversary; "When does the agreement terminate?" asks for the end ("ends Dec. 31, 2026").
A bare year the question itself names ("… Easter Sunday in 2024?") qualifies the question
and answers nothing. A date no clause ties to the event still stands when it equals one
another claim ties to it: a page that repeats the answer without its event ("Brockwell
Valley went in the first wave, 30th September 1963") witnesses it and disputes nothing.
Only dates are gated: a *when* question's period ("within 30 days of
delivery") passes. A snippet whose date is not clearly the asked event's makes no claim.
Pure; claims are replaced, never mutated.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, replace

from workers.engine.claims import Claim
from workers.engine.class_rows import CLASS_SYNONYMS
from workers.engine.dated_nouns import dates_another_noun
from workers.engine.distractors import years_in
from workers.engine.governing_verbs import another_kind, governed_elsewhere, schedule_side
from workers.engine.kept_values import ROW_LABEL, row_around, tied_or_witnessed
from workers.engine.predicate_words import predicate_hits
from workers.engine.predicates import PAST_FORMS, canonical, canonical_word
from workers.engine.qa_pages import opened_by
from workers.engine.query import QueryView
from workers.engine.query_memo import per_query
from workers.engine.slots import read_slot
from workers.engine.terms import STOPWORDS, stem
from workers.engine.values import Value, same


@dataclass(frozen=True, slots=True)
class Event:
    """The event a *when* question asks about: the canonical ``terms`` that name it and
    the ``years`` the question itself names."""

    terms: frozenset[str]
    years: frozenset[str]
    words: frozenset[str] = frozenset()
    """The canonical stems of the question's content words (its subject's among them)."""
    close: bool = True
    """Must the event be named in the date's clause? When the question's predicate has a
    class ("born", "built", "issued"), whose word the answer sentence must hold already
    (``slots``), the date's row or sentence will do."""
    tie: bool = True
    """Must a date be tied to the event at all? When not (``ROW_LEVEL_FOR_CLASSES`` off),
    only a date its own words give to another event (``other_event``) is set aside."""
    classes: frozenset[str] = frozenset()
    """The predicate classes the question's slot reads ("first performance" asks for a
    premiere, "#release"): a verb of one names the event too (``_governed_elsewhere``)."""


_WORD = re.compile(r"[A-Za-z][A-Za-z'’-]*")
_AUXILIARIES = frozenset("did does do will can could would should".split())
_DETERMINERS = frozenset("the a an its their his her this that these those".split())
_NOT_EVENT = frozenset(
    "first last ever originally initially currently still officially also "
    "finally actually".split())
"""Adverbs that modify the event ("first issued"), never name it."""
_SYNONYMS: tuple[frozenset[str], ...] = tuple(
    frozenset(canonical(stem(w)) for w in group.split()) for group in (
        "begin start commence", "end finish conclude cease", "reach arrive",
        "adopt join switch"))
"""Event verbs that name one another's event ("When does the moot begin?" / "starting 26
August"), beside the predicate classes (``predicate_words.CLASSES``)."""


_OCCURRENCES = frozenset(canonical(stem(w)) for w in (
    "race regatta match game tournament championship contest election festival concert "
    "ceremony expedition voyage summit congress conference").split())
"""Nouns that are themselves an event: a question about one ("When was the first Boat Race
rowed?") is answered where the noun meets its date ("First race: 10 June 1829", "the race
was held on …") as much as where the question's verb does."""
_HELD = frozenset(canonical(stem(w)) for w in ("held", "staged"))
"""The verbs an occurrence takes whatever it is ("the race was held on …"), which name it."""


_CLASS_SYNONYMS = CLASS_SYNONYMS
"""The row-level tie reads the words beside a predicate class too (``class_rows``)."""


ROW_LEVEL_FOR_CLASSES = False
"""Gate questions whose predicate has a class ("born", "built", "issued") too, at the row
level (the row names the class or one of ``_CLASS_SYNONYMS``)? Off: the slot already reads
their answers only in sentences with one of the question's words. With life spans read
across their dash (``_life_span_marks``) and initials no sentence end, the row-level gate
removes one flagged event of the ten tuning snippet sets (sn9-045: "(€500 no longer issued
since 2019)", "Croatia euro coin set 2023") and no catch, leaves the enterprise sets
byte-identical and RAMDocs strict recall (0.699) and false conflicts (0.049) as they are,
but costs loose recall 0.745 -> 0.739 and majority right 15/16 -> 14/15: one event, whose
"Es mi nombre ( 1984 )" (another album's year) had caught a misinformation passage whose
own answer is its "Chayanne ( 1990 )". Tied at the clause (``close``) instead, it removes
the same flagged event and costs RAMDocs strict recall 0.699 -> 0.693."""


def asked_event(query: QueryView) -> Event | None:
    """The event a *when* question asks about; ``None`` for any other question. Only an
    unclassed question about the past needs its dates tied to the event (a past event is
    one of its subject's story, and the slot reads any sentence with one of its words);
    a schedule's "When does … start?" is asked of one planned event, whose texts state its
    date, and a classed question's answer sentence holds its class word already: of theirs,
    only dates their own words give to another event are set aside (``other_event``). A
    question keyed by an attribute of the table ("When does fieldwork start for the audit?"
    names "audit") has no slot of its own; read as one, its *when* is such an untied event."""
    slot = query.slot
    if slot is None and query.attributes:
        slot = read_slot(query.text)  # attribute-keyed: "When does fieldwork start for the audit?"
    if slot is None or slot.kind != "when":
        return None
    if query.slot is None or not query.slot.past or (
            query.slot.strict and not ROW_LEVEL_FOR_CLASSES):
        found = _event(query.text, close=False, tie=False)
        classes = frozenset(t for t in slot.predicate if t.startswith("#"))
        return replace(found, classes=classes) if found is not None else None
    return _event(query.text, close=not query.slot.strict)


@per_query
def _event(text: str, *, close: bool, tie: bool = True) -> Event | None:
    """``asked_event`` of the question ``text`` (memoised)."""
    words = [(m.group(0), m.start()) for m in _WORD.finditer(text)]
    named = _event_words(words, text)
    terms = {canonical_word(w) for w in named}
    terms |= {canonical_word(p) for w in named for p in w.split("-") if len(p) >= 4}
    if not terms:  # "On what date was Easter Sunday in 2024?": the named day is the event
        terms = {canonical_word(w) for w, at in words[1:]
                 if w[:1].isupper() and w.lower() not in STOPWORDS}
    terms = {t for t in terms if len(t) > 1}
    terms |= {s for t in terms for group in _SYNONYMS if t in group for s in group}
    terms |= {s for t in terms for s in _CLASS_SYNONYMS.get(t, ())}
    own = frozenset(canonical_word(w) for w, _ in words if _content(w))
    if terms and own & _OCCURRENCES:
        terms |= (own & _OCCURRENCES) | _HELD
    return Event(frozenset(terms), years_in(text), own, close, tie) if terms or not tie \
        else None


def _event_words(words: list[tuple[str, int]], text: str) -> list[str]:
    """The question's words that name its event (module docstring), and the word before a
    "date" or "day" it asks for ("the go-live date", "the last order date")."""
    found = []
    after_aux = -1
    for index, (word, _) in enumerate(words):
        lower = word.lower()
        if lower in _AUXILIARIES and after_aux < 0:
            after_aux = index
        if lower in ("date", "day") and index and _content(words[index - 1][0]):
            found.append(words[index - 1][0])
        if (index and word[:1].isupper()) or not _content(word) or "-" in word:
            continue
        term = canonical_word(lower)
        if term.startswith("#") or lower in PAST_FORMS or (
                len(lower) >= 5 and lower.endswith("ed")) or (
                len(lower) >= 6 and lower.endswith("ing")):
            found.append(word)
    if after_aux >= 0:
        verb = _verb_after(words[after_aux + 1 :], text)
        if verb:
            found.append(verb)
    return found


def _content(word: str) -> bool:
    """Is ``word`` a content word (no function word, no adverb of the event)?"""
    lower = word.lower()
    return lower not in STOPWORDS and lower not in _NOT_EVENT and lower not in _DETERMINERS \
        and lower not in ("date", "day", "what", "which", "when")


_NOUN_ENDINGS = ("ment", "tion", "sion", "ness", "ity", "ance", "ence", "ship")
_FOLLOWERS = frozenset(
    "the a an its their his her this that off past to in on at for from into over out up "
    "down by with after before live".split())
"""Words after which the word before is a verb ("reach the", "go off", "fly past", "go
live"); a question's end, a capitalised word or an "-ing" verb do the same."""


def _verb_after(words: list[tuple[str, int]], text: str) -> str:
    """The verb after "did"/"does" and the subject's noun phrase: after the phrase's first
    word, the first lower-case word that is no plural, no "-ment"/"-tion" noun and no
    compound, and that a determiner, a particle, a name, an "-ing" verb or the question's
    end follows ("did the Calder Hall reactors start supplying", "does the Q4 code freeze
    start?", "do Russian Orthodox Christians celebrate Christmas", "did the US go off")."""
    started = False
    for index, (word, at) in enumerate(words):
        lower = word.lower()
        if not started:
            if _content(word):
                started = True
            continue
        if word[:1].isupper() or not _content(word) or "-" in word \
                or lower.endswith(_NOUN_ENDINGS) or (
                lower.endswith("s") and not lower.endswith("ss") and len(lower) > 3):
            continue
        if index + 1 == len(words) or text[at + len(word):].lstrip()[:1] in ("?", ""):
            return word
        follower = words[index + 1][0]
        if follower[:1].isupper() or follower.lower() in _FOLLOWERS \
                or follower.lower().endswith("ing"):
            return word
    return ""


_ROW_BREAK = re.compile(
    r"[|;\n·•]|[^\S\n][—–][^\S\n]"
    r"|(?<!\b[A-Z])(?<!\bDr)(?<!\bMr)(?<!\bMrs)(?<!\bMs)(?<!\bSt)(?<!\bJr)(?<!\bSr)"
    r"[.!?](?=[^\S\n]+[A-Z\"'“(‘])|\?")
"""Where a row or sentence ends: an infobox or list separator, a spaced dash, a sentence end
(not the point of an initial or a title: "founded by S. Ramadoss in 1989", "by Dr. Prichard")."""
_LABEL = ROW_LABEL
_NO_LABEL = frozenset({"a", "q", "answer", "re", "note", "update", "edit"})
_DATE_LABELS = frozenset({"date", "dates", "day", "year", "when"})
_LETTERS = re.compile(r"[A-Za-z]{2,}")
_COMMA = re.compile(r",(?=[^\S\n])|[^\S\n](?:but|whereas|while)[^\S\n]")
_VERB = re.compile(
    r"\b(?:[a-z]{3,}(?:ed|ing)|is|are|was|were|has|have|had|will|did|does)\b")
_OTHER_VERB = re.compile(r"\b[a-z]{3,}ed\b")
_DETERMINED = re.compile(r"\b(?:a|an|the|its|their|his|her)[^\S\n]+$")
"""A participle after a determiner is an adjective ("as a limited company"), no verb."""


def tied(text: str, value: Value, event: Event) -> bool:
    """Is the date ``value`` of ``text`` tied to ``event`` (module docstring)?"""
    if value.surface.strip() in event.years:
        return False  # the question's own year qualifies it
    start, end = value.start, value.end
    if other_event(text, start, event) or _governed_elsewhere(text, start, event) \
            or dates_another_noun(text, start, end, lambda noun: _names(noun, event) or (
                canonical(stem(noun)) in event.words)):
        return False  # "the 1966 riots started …": the riots' year
    if not event.tie or _life_span_marks(text, start, end, event):
        return True
    pair = opened_by(text, start)
    if pair is not None and _names(pair.question, event):
        return True
    row_start, row_end = _row(text, start)
    if not _LETTERS.search(text[row_start:start] + text[end:row_end]):
        # a date alone in its row heads or ends its neighbours: "4 June 1931 — The Kessler
        # Bridge opens to traffic", "release history: 4.0 — March 12, 2025"
        row_start = _row(text, max(0, row_start - 2))[0] if row_start else 0
        row_end = _row(text, row_end + 1)[1] if row_end < len(text) else row_end
    row = text[row_start:row_end]
    at, stop = start - row_start, end - row_start
    label = _LABEL.match(row)
    if label is not None and label.end() <= at \
            and label.group(1).strip().lower() not in _NO_LABEL:
        words = label.group(1).lower()
        named = _names(words, event) or set(re.findall(r"[a-z]+", words)) <= _DATE_LABELS
        if named and _paren(row, at) is None:
            return True
        body = label.end()  # "Replaced by: euro, 1 January 2011": the label is no clause
    else:
        body = 0
    if not event.close:
        return _names(row[body:], event)
    paren = _paren(row, at)
    if paren is not None:
        open_, close = paren
        inside = row[open_ + 1 : at] + " " + row[stop:close]
        if _names(inside, event) or _of_subject(inside, event):
            return True
        before = row[:open_]
        cut = max((m.end() for m in _COMMA.finditer(before)), default=0)
        return _names(before[cut:], event)
    clause_start, clause_end = _clause(row, at, stop)
    clause_start = max(clause_start, body)
    clause = row[clause_start:clause_end]
    if not _names(clause, event) and _VERB.search(
            row, clause_start, at) is None and _VERB.search(row, stop, clause_end) is None:
        clause_start, clause_end = body, len(row)  # "On 14 December 1911, Amundsen reached …"
    return _nearest_is_event(row, clause_start, clause_end, at, stop, event)


_OTHER_EVENT = re.compile(
    r"\b(?P<w>until|till|thru|expir(?:es|ed|y|ing)|ends|ended|ending|deadline|due|next"
    r"|anniversary|cohort|order[^\S\n]+by|book[^\S\n]+by|register[^\S\n]+by"
    r"|(?P<no>no[^\S\n]+longer)[^\S\n]+[a-z]+(?:[^\S\n]+(?:since|from|after))?)"
    r"[^\S\n]*[:,]?[^\S\n]+(?:(?:on|the|in|of|late|early|mid|(?-i:[A-Z][a-z]{2,8}\.?))"
    r"[^\S\n]+)?$",
    re.IGNORECASE)
"""Words right before a date that give it to another event than the one asked: the end of a
period ("Premier Support until March 2022", "expires 2030") or of the asked event itself
("no longer issued since 2019"), a deadline ("order by 20 December", "due 1 May"), a next
occurrence ("Next cohort 12 May") or an anniversary. The end of a thing ("dissolved",
"closed", "replaced in 2002") is left alone: it is often the asked event seen from the
other side ("When did Norway become independent?" / "the union was dissolved in 1905")."""
_MARK_SPAN = 40


def other_event(text: str, start: int, event: Event) -> bool:
    """Do the words right before the date at ``start`` of ``text`` give it to another event
    (``_OTHER_EVENT``), one the question does not name ("When did support end?" asks for
    the end)?"""
    mark = _OTHER_EVENT.search(text, max(0, start - _MARK_SPAN), start)
    if mark is None:
        return False
    word = mark.group("w")
    if _END.match(word) and not event.words.isdisjoint(_END_WORDS):
        return False  # "When does the agreement terminate?" / "… ends Dec. 31, 2026"
    if mark.group("no"):
        return True  # "(€500 no longer issued since 2019)": the end of the asked event
    words = {canonical(stem(w.lower())) for w in _WORD.findall(word)}
    return words.isdisjoint(event.words) and not _names(word, event)


_END = re.compile(r"until|till|thru|expir|end|deadline|due|no\s", re.IGNORECASE)
_END_WORDS = frozenset(canonical(stem(w)) for w in (
    "end ends ended finish conclude cease terminate expire expiry close closes deadline due "
    "until died").split())
"""A question about the end of something (its close, expiry, deadline, a death) asks for
the date an end marker introduces."""


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


def _names(text: str, event: Event) -> bool:
    """Does ``text`` hold a word of the event (any form or synonym), not negated ("no
    longer issued" names the end of issuing)?"""
    return any(_NEGATION.search(text, max(0, s - 16), s) is None
               for s, _, _ in _event_hits(text, event))


def _event_hits(text: str, event: Event) -> list[tuple[int, int, str]]:
    """The event's words in ``text`` (``predicate_hits``), but an occurrence noun beside a
    year ("Regatta 2025: 15–17 August", "the 1836 race") names one edition of it, not the
    asked event, and a word that is another of the question's own words, met only as a
    prefix of an event term ("Star" of "the Star Ferry" for an asked "start"), names that
    word's thing."""
    return [(s, e, t) for s, e, t in predicate_hits(text, event.terms, event.words)
            if (t in event.terms or t not in event.words)
            and (t not in _OCCURRENCES or (_YEAR_AFTER.match(text, e) is None
                                           and _YEAR_BEFORE.search(text, max(0, s - 8), s)
                                           is None))]


_YEAR_AFTER = re.compile(r"[^\S\n]*\d{4}\b")
_YEAR_BEFORE = re.compile(r"\b\d{4}[^\S\n]*$")


_NEGATION = re.compile(r"\b(?:no longer|not|never|stopped|ceased)[^\S\n]*$", re.IGNORECASE)


def _of_subject(inside: str, event: Event) -> bool:
    """Are the words of a parenthesis beside a date all the question's own ("Girls'
    Generation (2007 album)" for "When was the album … released?")? Then the date is the
    subject's own, of its asked event."""
    words = [canonical(stem(w.lower())) for w in _WORD.findall(inside)]
    return bool(words) and all(w in event.words for w in words)


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
    hits = [h for h in _event_hits(row[begin:end], event)
            if _NEGATION.search(row, max(0, begin + h[0] - 16), begin + h[0]) is None]
    if not hits:
        return False
    spans = [(begin + s, begin + e) for s, e, _ in hits]

    def gap(span: tuple[int, int]) -> int:
        return max(0, span[0] - stop, at - span[1])

    near = min(spans, key=gap)
    low, high = (near[1], at) if near[1] <= at else (stop, near[0])
    between = row[low:high]
    return not any(_other_verb(m.group(0), event) for m in _OTHER_VERB.finditer(between)
                   if not _DETERMINED.search(between, 0, m.start())) \
        and not any(w in PAST_FORMS and not _names(w, event)
                    for w in re.findall(r"[a-z]+", between))


def _other_verb(word: str, event: Event) -> bool:
    """Is ``word`` (a past form) the verb of another event than ``event``? A participle of
    plan or expectation ("is planned for 2026-03-10") names no event."""
    return word not in _MODAL and not _names(word, event)


_MODAL = frozenset("planned scheduled expected slated estimated confirmed timed".split())


def evented_only(
    chunks: list[tuple[str, list[Claim]]], event: Event | None
) -> list[list[Claim]]:
    """Each chunk's claims (``chunks``: its text and claims) with only the dates tied to
    ``event``, or equal to a date another claim ties to it (a page that repeats the answer
    without its event witnesses it, and disputes nothing); all when ``event`` is ``None``.
    A claim left with no value is dropped."""
    if event is None:
        return [claims for _, claims in chunks]
    return tied_or_witnessed(chunks, "date", lambda text, v: tied(text, v, event), _witnessed_by,
                             lambda text, v: not _given_to_another(text, v.start, event))


def _governed_elsewhere(text: str, start: int, event: Event) -> bool:
    """Is the date at ``start`` governed by another event's verb (``governing_verbs``)? Read
    for a question whose predicate has a class ("opened", "born", "built"): its event's
    words are then known with their forms; a verb sharing a stem with one of the question's
    words ("booked" / "book", "re-erected") names the event too, and a schedule's verb is
    another event's only by ``another_kind``. For an untied unclassed event (a schedule's, an
    attribute-keyed question's), only ``another_kind``'s verbs: a class the event does not
    name, or the other side of a schedule (a start for an asked deadline)."""
    own = {w.split("-")[-1] for w in event.words if not w.startswith("#")}

    def names(word: str) -> bool:
        return _names(word, event) or any(
            len(o) >= 4 and (stem(word).startswith(o) or o.startswith(stem(word))) for o in own)

    ends = not event.words.isdisjoint(_END_WORDS)
    if any(t.startswith("#") for t in event.terms):  # a schedule's verb by its side only
        return governed_elsewhere(text, start, names, lambda verb: not schedule_side(
            verb) or another_kind(verb, event.terms | event.classes, ends=ends))
    if event.tie:
        return False
    return governed_elsewhere(text, start, names,
                              lambda verb: another_kind(verb, event.terms | event.classes,
                                                        ends=ends))


_PARTICIPLE_BEFORE = re.compile(
    r"\b([a-z]{3,}ed)[^\S\n]+(?:in|on|since|from)[^\S\n]+(?:the[^\S\n]+)?$")


def _given_to_another(text: str, start: int, event: Event) -> bool:
    """Does a past participle right before the date at ``start`` give it to another event
    ("the Oyster range launched in 1926" when the question asks when it was worn)? Such a
    date repeats no answer: it witnesses nothing."""
    found = _PARTICIPLE_BEFORE.search(text, max(0, start - 24), start)
    return found is not None and _other_verb(found.group(1), event)


def _witnessed_by(answers: list[Value]) -> Callable[[Value], bool]:
    """A date equal to one of ``answers`` (one per spelling: the last of each)."""
    distinct = list({a.display: a for a in answers}.values())
    return lambda v: any(same(v, a, 0.0) for a in distinct)
