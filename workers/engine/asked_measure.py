"""The asked measure: a value answers a question only in the measure the question asks.

A question usually says what it measures: a count noun ("How many arches", "pairs of ribs",
"named storms"), a unit or a rate ("How many days", "frames per second"), or an attribute
word with a dimension ("diameter", "how deep" → a length; "running time" → a duration).
Every value that is to answer it must carry that measure, else its snippet makes no claim
about the question (the answer is not clearly stated):

- a count must be OF the asked noun: the noun (or its plural, or a word of its class:
  "residents" for "people") follows the number ("9 arches", "81-cell", "thirty named
  storms"), labels it ("Arches: 9", "a population of 5,000"), or the number opens the
  answer of a question-and-answer chunk whose question names it ("Q: How many named storms
  …? A: 30"), or the question's own verb takes it as object ("sleeps 6" for "How many guests
  can sleep …?": ``verb_counts``); else a bare "sleeps 4" or "16-clue" counts something else;
- a quantity must be of the asked dimension (a length for "how deep", a duration for a
  running time), and a "how many days" duration is stated in days;
- an amount of money, a date or an identifier never answers a question with a measure.

Questions that ask for money, a date, a code, a name or anything this reading does not
recognise have no measure here (``None``): their values pass unchanged. Pure; claims are
replaced, never mutated.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from workers.engine.act_nouns import names_asked_act
from workers.engine.asked import TWO_ASKS
from workers.engine.claims import Claim
from workers.engine.kept_values import kept
from workers.engine.predicates import matches
from workers.engine.qa_pages import opened_by
from workers.engine.query import QueryView
from workers.engine.query_memo import per_query
from workers.engine.questions import family, read_slot, term_of
from workers.engine.values import Value
from workers.engine.verb_counts import asked_verb_before


@dataclass(frozen=True, slots=True)
class Measure:
    """What a question measures: ``kind`` "count" (of one of ``nouns``), "duration" (in
    one of ``nouns`` when it names a unit; any unit when empty), "physical" (in one of
    ``dimensions``) or "ratio" (which no typed value is)."""

    kind: str
    nouns: frozenset[str] = frozenset()
    dimensions: frozenset[str] = frozenset()
    words: frozenset[str] = frozenset()
    """The question's content terms (``questions.Slot.words``)."""
    counted: frozenset[str] = frozenset()
    """For a duration in a unit a noun of the question's counted phrase modifies ("how many
    practice nights"), those nouns: a count of them followed by the unit ("8 practice
    nights") counts the same occasions."""


_DURATION_NOUNS = re.compile(
    r"\b(?:running time|run ?time|runtime|duration|life ?span|half-life|life expectancy"
    r"|(?:gestation|incubation|orbital|rotation) period|term of office)\b", re.IGNORECASE)
"""Attribute words whose value is a period ("What is the running time of …")."""
_RATIO_NOUNS = re.compile(r"\b(?:what|which)[^\S\n]+(?:\w+[^\S\n]+)?scale\b|\bscale[^\S\n]+of\b"
                          r"|\bratio\b", re.IGNORECASE)
"""A question for a ratio ("What scale is OO gauge?": 1:76.2, "the scale of …", "gear
ratio"), which no typed field holds: no length or price beside it answers. A value read on
a named scale ("the hardness of topaz on the Mohs scale") is no ratio."""


def asked_measure(query: QueryView) -> Measure | None:
    """The measure ``query`` asks for, or ``None`` when it names none or asks two things
    ("How long is the warranty, and when does it start?"). A physical dimension counts
    when the question has an answer slot; an attribute of the table it names ("password
    length") is measured as the table says (``measured``), unless the question's what-noun is
    itself a dimension only its own units state (``_OWN_UNITS``: "At what temperature must
    insulin be kept?" takes no "28 days" beside the storage rule) or it asks with a "how"
    adjective of a physical size (``_SIZE_ADJECTIVE``: "How tall …?" takes no "4 hours")."""
    slot = query.slot or read_slot(query.text)
    physical = query.slot is not None or (
        slot.asked in _OWN_UNITS and slot.measures <= _OWN_UNITS[slot.asked]) or (
        "duration" not in slot.measures and _SIZE_ADJECTIVE.search(query.text) is not None)
    return _asked(query.text, physical=physical)


def asks_physical(query: QueryView) -> bool:
    """Does ``query`` ask for a physical measure ("At what temperature must insulin be
    kept?")? Its "must" frames the value asked, so a "may" rule for another case beside it
    is context, not a rival clause."""
    measure = None if query.answer == "yes-no" else asked_measure(query)
    return measure is not None and measure.kind == "physical"


_OWN_UNITS: dict[str, frozenset[str]] = {
    "temperature": frozenset({"temperature"}), "weight": frozenset({"mass"})}
"""What-nouns whose dimension no other kind of value states: a temperature only in degrees,
a weight only in a mass. A length is left out: "What password length …" is answered in
characters, a count."""


_SIZE_ADJECTIVE = re.compile(r"\bhow[^\S\n]+(?:tall|high|wide|deep|thick|heavy)\b", re.IGNORECASE)
"""A "how" adjective of a physical size: "How tall is the statue?" keyed by the table's
"height" is still answered only in a length, never by "4 hours" or "200 steps"."""


_OCCASIONS = frozenset({term_of("time")})
"""The noun of a count of occasions ("How many times …"): each is one doing of the
question's act, so the act's noun counts them too ("Iditarod wins: 4", "four wins")."""
_UNIT_TERMS = frozenset(term_of(u) for u in (
    "second", "minute", "hour", "day", "night", "week", "month", "year"))


@per_query
def _asked(text: str, *, physical: bool) -> Measure | None:
    """The measure of the question ``text`` (memoised): "how many" a noun or a time unit,
    a population, a running time or "how long … take", or a physical dimension."""
    if TWO_ASKS.search(text):  # also "… and over how many …" (``asked``)
        return None
    slot = read_slot(text)
    lower = [w.lower() for w in re.findall(r"[A-Za-z][A-Za-z'-]*", text)]
    if "many" in lower and slot.kind != "measure":  # "how many acres" measures an area
        phrase = slot.counts
        units = phrase & _UNIT_TERMS
        if units:
            return Measure("duration", units, counted=phrase - units)
        if phrase == _OCCASIONS:  # "How many times did she win …?": the wins are counted
            phrase = phrase | {p for p in slot.predicate if not p.startswith("#")}
        return Measure("count", phrase, words=slot.words) if phrase else None
    if slot.kind == "count" and "#population" in slot.predicate:
        return Measure("count", frozenset({"#population"}), words=slot.words)
    if _DURATION_NOUNS.search(text) or slot.kind == "duration":
        return Measure("duration")
    if _RATIO_NOUNS.search(text):
        return Measure("ratio")
    if physical and slot.kind == "measure" and slot.measures - {"duration"}:
        return Measure("physical", dimensions=slot.measures)
    return None


def carries(value: Value, measure: Measure, text: str) -> bool:
    """Does ``value`` (read from ``text``, its chunk) carry ``measure``? Clauses and free
    text always do (they are no measure); money, dates and identifiers never do."""
    if value.field in ("clause", "text"):
        return True
    if value.field == "date_basis":  # "within 30 days of delivery": the period's basis
        return measure.kind == "duration" or "duration" in measure.dimensions
    if value.field != "quantity":
        return False
    kind = family(value)
    if measure.kind == "physical":
        return (kind in ("measure", "size") and value.dimension in measure.dimensions) or (
            kind == "duration" and "duration" in measure.dimensions)
    if measure.kind == "ratio":
        return False
    if measure.kind == "duration":
        if kind == "count" and measure.counted:  # "8 practice nights": nights of practice
            return any(matches(term_of(w), measure.counted)
                       for w in _UNIT_WORD.findall(value.surface)) \
                and _after(text, value.end, measure.nouns)
        return kind == "duration" and (not measure.nouns or bool(_units_of(value) & measure.nouns)
                                       or _whole_of(value, measure.nouns))
    return kind == "count" and _of_noun(value, measure, text)


_UNIT_WORD = re.compile(r"[A-Za-z]+")


def _units_of(value: Value) -> frozenset[str]:
    """The units a duration is written in ("28 days", "1 h 42 min", "five (5) unused
    vacation days")."""
    return frozenset(term_of(w) for w in _UNIT_WORD.findall(value.surface)) & _UNIT_TERMS


_FIXED_S = {term_of("minute"): 60.0, term_of("hour"): 3600.0, "day": 86400.0,
            "week": 604800.0}
"""Asked units of a fixed length: a month or a year is a calendar's, never a sum of days."""


def _whole_of(value: Value, nouns: frozenset[str]) -> bool:
    """Is the duration ``value``, written in a shorter unit of fixed length, a whole number
    of one asked unit ("28 days" is 4 weeks for "How many weeks …?")? "5.6 weeks" is no
    whole number of days, and working days or calendar units are never converted."""
    seconds = value.magnitude
    written = _units_of(value)
    if seconds is None or seconds <= 0 or not written or "business" in value.display:
        return False
    shortest = min((_FIXED_S.get(u, 0.0) for u in written), default=0.0)
    return any(0 < shortest < size and seconds % size == 0
               for unit, size in _FIXED_S.items() if unit in nouns)


_WORD_AFTER = re.compile(r"[^\S\n]*[-(]?[^\S\n]*([A-Za-z][A-Za-z'’]*)")
_SEGMENT_START = re.compile(r"[|;.!?()\[\]\n—–•·]|\d")
_PERSONS = frozenset(term_of(w) for w in (
    "person individual employee staff worker member student passenger visitor citizen "
    "adult child".split()))
"""Nouns that count people: a count of them answers "how many people" (which ``canonical``
reads, with "residents" and "inhabitants", as the population class)."""
_ASIDE = re.compile(r"\([^()\n]{0,40}\)")
"""A parenthesised aside inside a label ("Population (2021 census): 212,480")."""
_LABEL_SPAN = 40


def _of_noun(value: Value, measure: Measure, text: str) -> bool:
    """Is a count of one of ``nouns``: by its own noun, the words after it, a label before
    it, as the answer of a question that names the noun, or as the object of the question's
    own verb ("sleeps 6" for "How many guests can sleep …?": ``verb_counts``), or by a noun
    of the question's own verb ("four reservations" for "… can a reader reserve": ``act_nouns``)?"""
    nouns = measure.nouns | _PERSONS if "#population" in measure.nouns else measure.nouns
    if ":" in value.dimension:
        noun = value.dimension.split(":", 1)[1]  # "four reservations" for "… items … reserve"
        return matches(term_of(noun), nouns) or names_asked_act(noun, measure.words - nouns)
    own = _UNIT_WORD.findall(value.surface)  # "thirty named": the noun the slot dropped
    if any(matches(term_of(w), nouns) or names_asked_act(w, measure.words - nouns)
           for w in own):
        return True
    if _after(text, value.end, nouns) or _labelled(text, value.start, nouns,
                                                   measure.words - nouns):
        return True
    return _answers_question(text, value.start, measure) \
        or asked_verb_before(text, value.start, measure.words - nouns)


def _after(text: str, end: int, nouns: frozenset[str]) -> bool:
    """Is one of ``nouns`` among the (at most two) words right after a number, before any
    other number or punctuation ("81 small cells", "81-cell grid", "2,180 (seated)")?"""
    at = end
    for _ in range(2):
        found = _WORD_AFTER.match(text, at)
        if found is None:
            return False
        if matches(term_of(found.group(1)), nouns):
            return True
        at = found.end()
    return False


def _labelled(text: str, start: int, nouns: frozenset[str],
              acts: frozenset[str] = frozenset()) -> bool:
    """Does one of ``nouns``, or a noun of one of the question's verbs ``acts``
    (``act_nouns``: "Reservations: up to 6"), label the number from before it, in one row or
    clause, after no other number and within ``_LABEL_SPAN`` characters ("Arches: 9", "a
    population of 5,000", "Population (2021 census): 212,480")?"""
    window = _ASIDE.sub(" ", text[max(0, start - _LABEL_SPAN) : start])
    cut = max((m.end() for m in _SEGMENT_START.finditer(window)), default=0)
    return any(matches(term_of(w), nouns) or names_asked_act(w, acts)
               for w in _UNIT_WORD.findall(window[cut:]))


def _answers_question(text: str, start: int, measure: Measure) -> bool:
    """Does the number open the answer ("A: 30, the most on record") of a question in the
    chunk (``qa_pages``) that names the counted noun ("Q: How many named storms were there
    in 2020?") or asks the same with two more of the question's words ("Q3. How many seats
    does the European Parliament have now?" for "How many MEPs sit in the European
    Parliament?")?"""
    pair = opened_by(text, start)
    if pair is None:
        return False
    terms = {term_of(w) for w in _UNIT_WORD.findall(pair.question)}
    return any(matches(t, measure.nouns) for t in terms) or len(terms & measure.words) >= 2


def measured_only(claims: list[Claim], text: str, measure: Measure | None) -> list[Claim]:
    """The claims with only the values that carry ``measure`` (all when it is ``None``);
    a claim left with none is dropped."""
    if measure is None:
        return claims
    return kept(claims, lambda _c, _f, v: carries(v, measure, text))
