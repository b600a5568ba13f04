"""Ages written as bare numbers, read only for a question that asks an age.

"Skaters under 12 must …", "the minimum age is 10", "aged 16 and over", "ages 10+", "8 and
over": a number in a threshold's frame (``_AGE_FRAMES``) states an age in years, though it
writes no unit. So does a number between a copula and "when" for a question about an age at
a past event ("How old was Ada when she opened her mill?" / "Ada was 18 when she opened it",
"was only sixteen when …": ``_WHEN_AGE``), and one after "at", "at the age of" or "aged" in
a clause naming the asked event ("won the Nobel at ninety-seven": ``_AT_AGE``); beside such
an age, an age in years whose clause names no asked event ("has died — 100 years old") is
another event's. The asked event is the question's "when" clause (``Slot.event_words``).
Outside a question about an age (``asks_age``) such a number is left unread, and a number
already read as a value ("under 5 kg", "8 years old") is never read again, save an age
band's plural read as an item code ("under-12s", ``_band_code``). A threshold is a rule's:
it answers no question about the age someone or something has or had ("How old was Mayer
when she won?", "How old is the oak?": ``asks_held_age``), where "under-18s free" is a
ticket's band.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from workers.engine.fields.durations import DURATION_S
from workers.engine.numbers import WORD_NUMBER_PATTERN, parse_number
from workers.engine.predicate_words import predicate_hits
from workers.engine.values import Value

if TYPE_CHECKING:
    from workers.engine.questions import Slot

AGE_BOUND = "age-bound"
"""The ``exact`` of an age read here: "under 12" is the threshold of an age band, the age
a rule turns on, not a loose bound (``stated._BOUND``)."""

_AGE_NUMBER = rf"\d{{1,2}}|{WORD_NUMBER_PATTERN}"
_AGE_FRAMES = re.compile(
    r"\bage(?:[^\S\n]+is|[^\S\n]*:)[^\S\n]+(?P<a>\d{1,2})\b"
    rf"|(?<![\w£$€.])(?:under|over)[- ](?P<b>{_AGE_NUMBER})(?:s\b|\b)(?![.,]\d)"
    rf"|(?<![\w£$€.,-])(?P<c>{_AGE_NUMBER})(?:[^\S\n]*\+(?!\d)|[^\S\n]+(?:and|or)[^\S\n]+"
    r"(?:over|up|older|above)\b)"
    r"|\b(?:from|starts?|starting|begins?|beginning)[^\S\n]+(?:at[^\S\n]+)?(?:the[^\S\n]+)?"
    rf"age[^\S\n]+(?:of[^\S\n]+)?(?P<d>{_AGE_NUMBER})\b(?![.,]\d)"
    r"|\b(?:minimum|maximum|lowest|youngest|oldest)[^\S\n]+(?:entry[^\S\n]+)?age[^\S\n]+"
    rf"(?P<e>{_AGE_NUMBER})\b(?![.,]\d)"
    r"|\b(?:must|should|shall|needs?[^\S\n]+to|ha(?:s|ve)[^\S\n]+to)[^\S\n]+be[^\S\n]+"
    rf"(?:at[^\S\n]+least[^\S\n]+)?(?P<f>{_AGE_NUMBER})\b(?![.,]\d)"
    rf"|(?:^|(?<=[^\w]))(?-i:A):[^\S\n]*(?P<g>{_AGE_NUMBER})\b(?![.,]\d)",
    re.IGNORECASE)
"""A threshold age, in digits or words: a number after "the … age is" or "age:"; after
"under" or "over" ("Skaters under 12", "under five"); before "+" or "and over" / "or older"
("aged 16 and over", "aged five and over"); after "from the age of", "from age" or "starts
at age" ("From the age of 14, juniors may …"): the age something is open from. Not after a
bare "age of" or "aged": "at the age of 8", "died aged 97" tell when something happened to
someone, no threshold. A number straight after a bound on an age ("minimum age 16",
"youngest age 8") or after a duty to be ("candidates must be 15 on the day", "has to be at
least 18") states one too, and so does a bare number opening a Q/A page's answer ("A:
Sixteen by the assessment day"): only a question asking an age reads it, and a number
already read as a value ("must be 3 metres", "A: 16 days") is never read again."""
_GATE = re.compile(r"\d|\bage\b|\bunder\b|\bover\b|\bolder\b|\bbe\b|A:|\+", re.IGNORECASE)


_WHEN_AGE = re.compile(
    rf"\b(?:was|were)[^\S\n]+(?:(?:only|just|barely|still|already)[^\S\n]+)?"
    rf"(?P<n>\d{{1,3}}|{WORD_NUMBER_PATTERN})(?=,?[^\S\n]+when\b|,[^,;\n]{{1,60}},[^\S\n]+when\b)",
    re.IGNORECASE)
"""An age at a past event: a bare number between "was" / "were" (and an adverb of degree)
and "when" ("was 18 when he made …", "was only sixteen when …", or with an aside between
commas: "was 19, a year out of school, when she …"); never a threshold."""


_HELD_AGE = re.compile(
    r"\b(?:how[^\S\n]+old|at[^\S\n]+what[^\S\n]+age)[^\S\n]+(?:is|are|was|were|did)\b",
    re.IGNORECASE)
"""An age question whose verb is a copula or a past "did" straight after "how old" / "at what
age": it asks the age someone or something has or had, no rule's threshold ("How old must a
child be …", "From what age can …" keep a modal, or name the age as a noun)."""


def asks_held_age(question: str) -> bool:
    """Does ``question`` ask the age someone or something has or had (``_HELD_AGE``)?"""
    lower = question.lower()
    return ("old" in lower or "age" in lower) and _HELD_AGE.search(lower) is not None


def _band_code(value: Value) -> bool:
    """Is ``value`` an item code read from an age band's plural ("under-12s", "Over-65s" are
    read as the code UNDER12 without their "s")? Its number is still the band's threshold age."""
    return value.field == "identifier" and value.surface.lower().startswith(("under-", "over-"))


def with_stated_ages(snippet: str, offset: int, values: tuple[Value, ...], slot: Slot
                     ) -> tuple[Value, ...]:
    """``values`` and, for a measure question asking an age ("minimum age", "How old …"),
    the ages ``snippet`` writes as bare numbers (``stated_ages``)."""
    if slot.kind != "measure" or not ("age" in slot.predicate or "old" in slot.predicate):
        return values
    found = () if slot.held_age else stated_ages(snippet, offset, values)
    if slot.past and "old" in slot.predicate and " when" in snippet:
        found = (*found, *_ages_when(snippet, offset, (*values, *found),
                                     slot.predicate - _AGE_WORDS or slot.event_words))
    if slot.past and slot.held_age and _AT_AGE_GATE.search(snippet):
        event = slot.event_words or slot.predicate - _AGE_WORDS
        at_event = _ages_at(snippet, offset, (*values, *found), event)
        if at_event:  # "died — 100 years old, and he won the Nobel at ninety-seven"
            values = tuple(v for v in values if v.dimension != "duration"
                           or _clause_names(snippet, v.start - offset, event))
            found = (*found, *at_event)
    return (*values, *found)


def _clause_names(snippet: str, at: int, event: frozenset[str]) -> bool:
    """Does the clause of ``snippet`` holding ``at`` name the ``event``?"""
    opened = [m.end() for m in _CLAUSE_START.finditer(snippet, 0, at)]
    closed = _CLAUSE_START.search(snippet, at)
    clause = snippet[opened[-1] if opened else 0 : closed.start() if closed else len(snippet)]
    return bool(predicate_hits(clause, event))


_AT_AGE = re.compile(
    rf"\b(?:at(?:[^\S\n]+the[^\S\n]+age[^\S\n]+of)?|aged)[^\S\n]+(?P<n>\d{{1,3}}|{WORD_NUMBER_PATTERN})"
    r"\b(?![.,:/]\d|[^\S\n]*(?:%|[-–]|[A-Za-z°£$€]))",
    re.IGNORECASE)
"""An age at an event, after the event's words: "won the Nobel at ninety-seven", "was
elected at the age of 50", "died aged 85" (nothing after the number but punctuation: "at
97 mph", "at 3 pm", "at 10-15" are no ages)."""
_AT_AGE_GATE = re.compile(r"\bat\b|\baged\b", re.IGNORECASE)
_CLAUSE_START = re.compile(r"[,;:.!?()—–]|\band\b|\bbut\b", re.IGNORECASE)


def _ages_at(snippet: str, offset: int, values: tuple[Value, ...], event: frozenset[str]
             ) -> tuple[Value, ...]:
    """The ages at a past event ``snippet`` writes as a bare number after "at", "at the age
    of" or "aged" (``_AT_AGE``) whose own clause, before it, names the asked ``event`` ("he
    won the Nobel at ninety-seven" for "… when he got his Nobel?"), outside ``values``'
    spans: durations in years, displayed as written."""
    spans = [(v.start - offset, v.end - offset) for v in values]
    found = []
    for match in _AT_AGE.finditer(snippet):
        age = _bare_age(match, offset, spans)
        opened = [m.end() for m in _CLAUSE_START.finditer(snippet, 0, match.start())]
        if age is not None and predicate_hits(
                snippet[opened[-1] if opened else 0 : match.start()], event):
            found.append(age)  # never "retired at 60" for "… when she won?"
    return tuple(found)


def _bare_age(match: re.Match[str], offset: int, spans: list[tuple[int, int]]) -> Value | None:
    """The age in whole years ``match``'s group "n" writes (1 to 130), outside ``spans``: a
    duration in years, displayed as written; None for any other number."""
    start, end = match.span("n")
    years = parse_number(match.group("n"))
    if years is None or not 1 <= years <= 130 or years != int(years) \
            or any(s < end and start < e for s, e in spans):
        return None
    return Value("quantity", str(int(years)), match.group("n"), start + offset, "duration",
                 years * DURATION_S["year"])


_AGE_WORDS = frozenset({"old", "age"})
_CLAUSE_END = re.compile(r"[,;:.!?()—–]|\band\b|\bbut\b")


def _ages_when(snippet: str, offset: int, values: tuple[Value, ...], event: frozenset[str]
               ) -> tuple[Value, ...]:
    """The ages at a past event ``snippet`` writes as bare numbers before "when"
    (``_WHEN_AGE``) whose "when" clause names the asked ``event`` (a predicate word of the
    question other than its age's: "was 22 when he derived it and 25 when he won it" is 25
    for "… when he won?"), outside ``values``' spans: durations in years, displayed as
    written."""
    spans = [(v.start - offset, v.end - offset) for v in values]
    found = []
    for match in _WHEN_AGE.finditer(snippet):
        age = _bare_age(match, offset, spans)
        when = snippet.find("when", match.end())
        stop = _CLAUSE_END.search(snippet, when + 4)
        if age is not None and predicate_hits(
                snippet[when + 4 : stop.start() if stop else len(snippet)], event):
            found.append(age)  # never "was 25 when the book came out" for "… when she died?"
    return tuple(found)


def stated_ages(snippet: str, offset: int, values: tuple[Value, ...]) -> tuple[Value, ...]:
    """The ages ``snippet`` (at ``offset`` in its chunk) writes as bare numbers in a
    threshold's frame, but inside ``values``' spans: durations in years ("under 12" is as
    old as "12 years old"), displayed as written ("12"), so the sentence cites them."""
    if _GATE.search(snippet) is None:
        return ()
    spans = [(v.start - offset, v.end - offset) for v in values if not _band_code(v)]
    found = []
    for match in _AGE_FRAMES.finditer(snippet):
        group = next(g for g in "abcdefg" if match.group(g))
        start, end = match.span(group)
        if any(s < end and start < e for s, e in spans):
            continue
        number = parse_number(match.group(group).lower())
        if number is None or number != int(number) or not 1 <= number <= 99:
            continue
        years = int(number)
        found.append(Value("quantity", str(years), match.group(group), start + offset,
                           "duration", years * DURATION_S["year"], AGE_BOUND))
    return tuple(found)
