"""Where a text names an asked event (``event_of_question.Event``), and where a date's own
words give it to another event (``asked_event``). Pure."""

from __future__ import annotations

import re

from workers.engine.event_of_question import OCCURRENCES, WORD, Event
from workers.engine.life_span_years import life_span_year
from workers.engine.phrasal_verbs import phrasal_hits
from workers.engine.predicate_words import predicate_hits
from workers.engine.predicates import canonical
from workers.engine.terms import stem

_OTHER_EVENT = re.compile(
    r"\b(?P<w>until|till|thru|expir(?:es|ed|y|ing)|ends|ended|ending|deadline|due|next"
    r"|anniversary|cohort|order[^\S\n]+by|book[^\S\n]+by|register[^\S\n]+by"
    r"|(?P<again>again|(?:a|the|for[^\S\n]+the)[^\S\n]+second[^\S\n]+time|once[^\S\n]+more)"
    r"|(?P<no>no[^\S\n]+longer)[^\S\n]+[a-z]+(?:[^\S\n]+(?:since|from|after))?)"
    r"[^\S\n]*[:,]?[^\S\n]+(?:(?:on|the|in|of|late|early|mid|(?-i:[A-Z][a-z]{2,8}\.?))"
    r"[^\S\n]+)?$",
    re.IGNORECASE)
"""Words right before a date that give it to another event than the one asked: the end of a
period ("Premier Support until March 2022", "expires 2030") or of the asked event itself
("no longer issued since 2019"), a deadline ("order by 20 December", "due 1 May"), a next
occurrence ("Next cohort 12 May"), an anniversary or a repeat ("Burned again: May 1940", "it
burned a second time in May 1940": the asked event happened before), unless the question
asks for a repeat ("again", "a second time", a verb in "re-": "reopen"). The end of a thing
("dissolved", "closed", "replaced in 2002") is left alone: it is often the asked event seen from the
other side ("When did Norway become independent?" / "the union was dissolved in 1905")."""
_MARK_SPAN = 40
_UNTIL = frozenset({"until", "till"})
"""A question asking "until when" ("Until what year did the mill grind flour?") asks for the
end of its event: the date an end marker introduces ("ground flour until 1931") answers it."""


def other_event(text: str, start: int, event: Event) -> bool:
    """Do the words right before the date at ``start`` of ``text`` give it to another event
    (``_OTHER_EVENT``), one the question does not name ("When did support end?" asks for
    the end), or is it a year of a life span after a name (``life_span_year``) or of a
    possessed birth or death ("before his death in 1744", ``_LIFE_NOUN``) or a death told
    by its adjective ("dead by 1901", ``_DEAD_BY``) while the question
    asks for no birth or death?"""
    if event.terms.isdisjoint(_LIFE_EVENTS) and (
            life_span_year(text, start)
            or _LIFE_NOUN.search(text, max(0, start - _MARK_SPAN), start)
            or _DEAD_BY.search(text, max(0, start - _MARK_SPAN), start)
            or _BORN_BEFORE.search(text, max(0, start - _MARK_SPAN), start)):
        return True  # "Snellen (1834–1908) succeeded Donders": his birth, not his chart
    mark = _OTHER_EVENT.search(text, max(0, start - _MARK_SPAN), start)
    if mark is None:
        return False
    word = mark.group("w")
    if _END.match(word) and (not event.words.isdisjoint(END_WORDS)
                             or not event.spelled.isdisjoint(_UNTIL)):
        return False  # "When does the agreement terminate?" / "… ends Dec. 31, 2026"
    if mark.group("again"):  # unless asked: "When did it burn again?", "… reopen …?"
        return event.spelled.isdisjoint(_REPEATS) and not any(
            w.startswith("re") for w in event.spelled)
    if mark.group("no"):
        return True  # "(€500 no longer issued since 2019)": the end of the asked event
    words = {canonical(stem(w.lower())) for w in WORD.findall(word)}
    return words.isdisjoint(event.words) and not names_event(word, event)


_REPEATS = frozenset({"again", "second", "more"})
_LIFE_EVENTS = frozenset({"#birth", "#death"})
_LIFE_NOUN = re.compile(
    r"\b(?:his|her|their|its|the[^\S\n]+\w+[’']s|[A-Z]\w+[’']s)[^\S\n]+(?:\w+[^\S\n]+)?"
    r"(?:death|birth|burial|funeral)(?:[^\S\n]+(?:in|on|at))?[^\S\n]+(?:the[^\S\n]+)?$")
"""A possessed birth or death right before its date: "two years before his death in 1744",
"at her birth in 1901" (one adjective may come between: "his early death in 1832")."""
_DEAD_BY = re.compile(r"\bdead[^\S\n]+(?:by|since)[^\S\n]+(?:(?:early|mid|late)[^\S\n]+)?$",
                      re.IGNORECASE)
"""A death told by its adjective right before its year: "dead by 1901", "dead since 1820"
(a state of being dead, never the asked event's date when no birth or death is asked;
"dead in" is left alone: "40 dead in 1953" counts the victims of the asked event)."""
_BORN_BEFORE = re.compile(r"\bborn[^\S\n]+(?:(?:in|on)[^\S\n]+)?$", re.IGNORECASE)
""""born" right before a date: "born in 1865", "born 200 years ago" (a bare count back,
``anniversaries``) date a birth, never another event the question asks about."""
_END = re.compile(r"until|till|thru|expir|end|deadline|due|no\s", re.IGNORECASE)
END_WORDS = frozenset(canonical(stem(w)) for w in (
    "end ends ended finish conclude cease terminate expire expiry close closes deadline due "
    "until died").split())
"""A question about the end of something (its close, expiry, deadline, a death) asks for
the date an end marker introduces."""

def names_event(text: str, event: Event) -> bool:
    """Does ``text`` hold a word of the event (any form or synonym), not negated ("no
    longer issued" names the end of issuing)?"""
    return any(NEGATION.search(text, max(0, s - 16), s) is None
               for s, _, _ in event_hits(text, event))


def event_hits(text: str, event: Event) -> list[tuple[int, int, str]]:
    """The event's words in ``text`` (``predicate_hits``), but an occurrence noun beside a
    year ("Regatta 2025: 15–17 August", "the 1836 race") names one edition of it, not the
    asked event, and a word that is another of the question's own words, met only as a
    prefix of an event term ("Star" of "the Star Ferry" for an asked "start"), names that
    word's thing."""
    return [(s, e, t) for s, e, t in [*predicate_hits(text, event.terms, event.words),
                                      *phrasal_hits(text, event.terms),
                                      *_made_hits(text, event.terms)]
            if (t in event.terms or t not in event.words)
            and (t not in OCCURRENCES or (_YEAR_AFTER.match(text, e) is None
                                           and _YEAR_BEFORE.search(text, max(0, s - 8), s)
                                           is None))]


_BECOME = canonical(stem("become"))
_MADE = re.compile(
    r"\b(?:was|were|is|are|been|being|be)[^\S\n]+(?:(?:officially|formally|first)[^\S\n]+)?"
    r"(?:made|declared|designated|proclaimed|named)\b(?![^\S\n]+(?:after|for|by|in|on)\b)",
    re.IGNORECASE)
"""A passive verb of making or naming with its complement after it: "was made the official
state dog", "was declared a national park" tell that the subject became what follows
(never "named after / for" an eponym, nor a bare date or agent after the verb)."""


def _made_hits(text: str, terms: frozenset[str]) -> list[tuple[int, int, str]]:
    """(start, end, "become") of each passive of making or naming in ``text`` (``_MADE``)
    when the asked event is a becoming ("did the malamute become the state dog?"); none
    for any other event. A cheap substring gate comes first."""
    if _BECOME not in terms or not any(w in text for w in ("made", "declared", "designated",
                                                          "proclaimed", "named")):
        return []
    return [(m.start(), m.end(), _BECOME) for m in _MADE.finditer(text)]


_YEAR_AFTER = re.compile(r"[^\S\n]*\d{4}\b")
_YEAR_BEFORE = re.compile(r"\b\d{4}[^\S\n]*$")


NEGATION = re.compile(r"\b(?:no longer|not|never|stopped|ceased)[^\S\n]*$", re.IGNORECASE)


def of_subject(inside: str, event: Event) -> bool:
    """Are the words of a parenthesis beside a date all the question's own ("Girls'
    Generation (2007 album)" for "When was the album … released?")? Then the date is the
    subject's own, of its asked event."""
    words = [canonical(stem(w.lower())) for w in WORD.findall(inside)]
    return bool(words) and all(w in event.words for w in words)

def other_verb(word: str, event: Event) -> bool:
    """Is ``word`` (a past form) the verb of another event than ``event``? A participle of
    plan or expectation ("is planned for 2026-03-10") names no event."""
    return word not in _MODAL and not names_event(word, event)


_MODAL = frozenset("planned scheduled expected slated estimated confirmed timed".split())
