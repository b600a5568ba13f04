"""Answer slots, the question's side: what kind of value a question asks for.

A question that names no attribute of the table (``attribute_words.ATTRIBUTES``) still says what it
wants: *when* → a date or year (or a period, "within 5 days of …"); *how many* or
*population* → a count; *how long … take* → a duration; *how long*, *length*, *how deep*
→ a duration or measure; *how much*, *price* → money or an amount; *who*, *where*, *what
sport* → a name, which no typed field holds. ``slots`` finds the value that answers it.
The kind is read by ``slot_kinds``, a measure's dimensions by ``measure_dimensions``, the
counted noun phrase by ``counted_terms``; this module builds the ``Slot`` the engine imports.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from workers.engine.anchors import anchor_start
from workers.engine.asked_objects import asked_objects
from workers.engine.asked_operator import asks_operator
from workers.engine.classifier_phrases import classifier_indices
from workers.engine.compound_terms import compounds
from workers.engine.counted_terms import counted_head, counted_phrase, of_what, term_of
from workers.engine.debuts import debut_class
from workers.engine.fields.quantity_patterns import COUNT_ADJECTIVES
from workers.engine.group_sizes import asks_group_size
from workers.engine.measure_dimensions import measure_dimensions
from workers.engine.name_ties import asks_office
from workers.engine.owners import question_names
from workers.engine.predicates import canonical, canonical_word
from workers.engine.query_memo import per_query
from workers.engine.range_ends import asks_end
from workers.engine.slot_kinds import asked_kind, noun_after_what
from workers.engine.stated_ages import asks_held_age
from workers.engine.terms import STOPWORDS, stem
from workers.engine.values import Value

__all__ = ["FAMILIES", "Slot", "family", "read_slot", "term_of"]
"""What the engine imports from here; ``term_of`` lives in ``counted_terms``."""

_AGENT_NOUNS = frozenset(
    "artist director author writer producer composer founder architect designer creator "
    "owner manufacturer publisher operator band singer performer team club company label "
    "inventor builder developer leader".split()
)
"""Nouns for whoever does something: "which operator", "what band" (not "which city", nor
"what gender")."""
FAMILIES: dict[str, frozenset[str]] = {
    "when": frozenset({"date", "duration", "basis"}),
    "count": frozenset({"count"}),
    "count-time": frozenset({"duration"}),
    "duration": frozenset({"duration"}),
    "measure": frozenset({"duration", "measure", "size"}),
    "amount": frozenset({"money", "duration", "size", "percent", "count", "measure"}),
    "money": frozenset({"money"}),
    "percent": frozenset({"percent"}),
    "name": frozenset(),
    "time": frozenset(),
}
"""The kinds of value each slot accepts; a name slot, and a time-of-day slot ("What time
does … open?": a clock time, which no typed field holds), accept none of the typed fields."""


_OFFSET_WORDS = frozenset("ago after before later earlier".split())
_QUESTION_WORDS = frozenset(
    "much many long often far tall high soon quickly first last ever originally initially "
    "currently still officially".split()
)
"""Words that ask how, or modify the predicate ("first lit"): never a predicate word."""


@dataclass(slots=True)
class Slot:
    """What a question asks for: ``kind`` (a key of ``FAMILIES``, "" when unknown), the
    canonical stems of its predicate words (the non-name content words), of all its content
    words, names included (``words``), the noun a "how many" question counts, and whether
    it asks about the past ("How many keys did early pianos have?", "… in 1900?")."""

    kind: str
    predicate: frozenset[str]
    words: frozenset[str]
    counted: str = ""
    past: bool = False
    measures: frozenset[str] = frozenset()
    """The dimensions a measure question accepts ("How deep …" → length; "duration" too
    when it asks how long); empty: any."""
    agent: bool = False
    """Does it ask who did or does something (a person, band, firm: ``named``)?"""
    asked: str = ""
    """The noun a what/which question asks for ("sport", "party"; "" when none)."""
    relative: bool = False
    """Does it ask about an offset between two moments ("How long after …", "… ago")?"""
    material: str = ""
    """The canonical stem of what a "how much" question measures ("How much protein …":
    "protein"; "" when a verb follows: "How much does it cost?")."""
    names: frozenset[str] = frozenset()
    """The question's own names, lower-cased (``owners.question_names``)."""
    qualifiers: tuple[tuple[str, str, float], ...] = ()
    """The amounts and measures the question states (``qualifiers``), set by ``query``."""
    counts: frozenset[str] = frozenset()
    """The terms of the noun phrase a "how many" question counts (``counted_phrase``)."""
    partitive: bool = False
    """Does a "how many" question ask for a part of a named set ("How many of the Isles …
    are inhabited?")? Then "5 of the 140 islands" states the part it asks for."""
    office: bool = False
    """Does it ask for the holder of an office ("the first director of …": ``asks_office``)?"""
    operated: bool = False
    """Does it ask who piloted, led or sang something (``asked_operator``)? A possessive
    before the thing then names its owner or maker, no answer (as for an ``office``)."""
    ending: bool = False
    """Does a *when* question ask for an end ("… completed?": ``range_ends.asks_end``)?"""
    of_what: str = ""
    """What an "of" after the noun a "how many" question counts names ("volumes of plates"
    → "plat"; ``term_of``), "" when none: it singles out a part of a breakdown."""
    compounds: tuple[tuple[str, str], ...] = ()
    """The (modifier, head) terms of the question's noun compounds ("its state flower":
    ``compound_terms``): the modifier alone answers nothing."""
    objects: frozenset[str] = frozenset()
    """For a *who* question, the terms of the thing its verb acts on (``asked_objects``:
    "otter", "memoir" of "Who wrote …, the otter memoir?"): they name no role."""
    head: str = ""
    """The head of the noun phrase a "how many" question counts when a modifier comes
    before it ("species" of "How many plant species does …": ``counted_head``), else ""."""
    members: bool = False
    """Does a count question ask for the size of a group of people ("the maximum group
    size": ``group_sizes``)? Then a count of people ("45 pupils") answers it."""
    held_age: bool = False
    """Does it ask the age someone or something has or had ("How old was Mayer when …",
    "How old is the oak?", "At what age did …": ``stated_ages.asks_held_age``)? A rule's
    threshold ("under-18s free") then answers nothing."""
    event_words: frozenset[str] = frozenset()
    """The content words of a trailing "when" clause ("How old was Ada when she won the
    Fenwick Prize?" → fenwick, prize, won), names included: the event an age is asked at."""
    picks: bool = False
    """Does it pick a part out of a whole by a word of ``PICK_WORDS`` ("the last group")?
    Then a count so picked ("the last four miners") answers it (``part_counts``)."""

    @property
    def strict(self) -> bool:
        """A predicate with a class ("born", "built", "population") must be in the answer
        sentence; other questions fall back to sentences that share any of their words."""
        return any(p.startswith("#") for p in self.predicate)


def _when_words(words: list[str], lower: list[str]) -> frozenset[str]:
    """The content words after a "when" that does not open the question (``Slot.event_words``)."""
    if "when" not in lower[1:]:
        return frozenset()
    after = words[lower.index("when", 1) + 1 :]
    return frozenset(canonical_word(w) for w in after
                     if w.lower() not in STOPWORDS and len(w) > 2
                     and stem(w.lower()) not in STOPWORDS)


PICK_WORDS = frozenset({"last", "first", "final", "remaining", "other", "another", "original"})
"""Words that pick a part out of a whole: "the last four boys", "another 23 turbines", "the
original 140" (before an addition)."""

def _capitalised_head(after: list[str], noun: str) -> str:
    """The counted noun of "How many Tony Awards did …": when every word between "many" and
    the first lower-case word is capitalised and that word is an auxiliary, the noun phrase
    is the capitalised one and its last word its head ("Awards"), not the auxiliary;
    ``noun`` otherwise."""
    if noun.lower() not in _AUXILIARIES or noun not in after:
        return noun
    at = after.index(noun)
    return after[at - 1] if at else noun


@per_query
def read_slot(query: str) -> Slot:
    """The slot of ``query`` (memoised)."""
    found = list(re.finditer(r"[A-Za-z][A-Za-z'-]*", query))
    words = [m.group(0) for m in found]
    named = [_written_as_name(query, m.start()) for m in found]
    lower = [w.lower() for w in words]
    predicate: set[str] = set()
    described: set[str] = set()
    every: set[str] = set()
    anchor = anchor_start(lower) if asked_kind(query.lower(), lower) == "when" else len(lower)
    classifiers = classifier_indices(words, named)
    for index, word in enumerate(words):
        for part in {word, *word.split("-")}:
            term = stem(part.lower())
            if part.lower() in STOPWORDS or term in STOPWORDS or len(term) <= 2 \
                    or part.lower() in _QUESTION_WORDS:
                continue
            every.add(canonical_word(part))
            if not (index and named[index]) and index < anchor:
                # not part of a name ("Broken Bow"), nor of a time anchor ("after it fell")
                (described if index in classifiers else predicate).add(canonical_word(part))
    predicate |= debut_class(lower)
    if not any(p.startswith("#") for p in predicate):
        predicate |= described  # no class carries the question: its description must
    counted = ""
    if "many" in lower:  # the noun counted: "How many API requests" counts requests
        after = words[lower.index("many") + 1 :]
        noun = "" if after[:1] == ["of"] else next(  # "How many of the Isles …": a part
            (w for w in after if not w[:1].isupper() and w.lower() not in COUNT_ADJECTIVES),
            after[0] if after else "")  # "How many failed logins": logins, never "failed"
        noun = _capitalised_head(after, noun)
        counted = canonical(stem(noun.lower())) if noun else ""
    past = _PAST_QUESTION.search(query) is not None
    kind = asked_kind(query.lower(), lower)
    measures = measure_dimensions(query.lower()) if kind in ("measure", "amount") else frozenset()
    if measures:  # "How much does the tent weigh?" asks for a mass, not any amount
        kind = "measure"
    asked = noun_after_what(lower)
    agent = bool(lower) and (lower[0] in ("who", "whom", "whose")
                             or asked in _AGENT_NOUNS)
    relative = not _OFFSET_WORDS.isdisjoint(lower)
    material = ""
    if "much" in lower:  # the thing a "how much" question measures: "How much sugar …"
        after = lower[lower.index("much") + 1 : lower.index("much") + 2]
        if after and after[0] not in STOPWORDS and after[0] not in _QUESTION_WORDS:
            material = canonical(stem(after[0]))
    counts = counted_phrase(lower[lower.index("many") + 1 :]) if "many" in lower else frozenset()
    partitive = "many" in lower and lower[lower.index("many") + 1 :][:1] == ["of"]
    if partitive and (rest := predicate - _partitive_whole(words[lower.index("many") + 2 :])):
        predicate = rest  # "How many of her children did she …": the whole's size answers no
    return Slot(kind, frozenset(predicate), frozenset(every), counted, past, measures, agent,
                asked, relative, material, question_names(query), counts=counts,
                partitive=partitive, office=agent and asks_office(query),
                operated=agent and asks_operator(query),
                ending=kind == "when" and asks_end(query), of_what=of_what(lower),
                compounds=compounds(query),
                objects=asked_objects(query) if agent else frozenset(),
                head=counted_head(lower[lower.index("many") + 1 :]) if "many" in lower else "",
                members=kind == "count" and asks_group_size(query.lower()),
                held_age=asks_held_age(query), picks=not PICK_WORDS.isdisjoint(lower),
                event_words=_when_words(words, lower))


_AUXILIARIES = frozenset(
    "do does did is are was were have has had can could will would may might".split())


def _partitive_whole(after_of: list[str]) -> frozenset[str]:
    """The words naming the whole a partitive "how many of …" question counts a part of,
    up to its verb ("her children" in "How many of her children did Ada deliver …?"): a
    sentence that writes only them states the whole's size ("Ada's nine children: …"),
    never the part; the predicate is what the part does."""
    whole: set[str] = set()
    for word in after_of:
        if word.lower() in _AUXILIARIES:
            break
        whole.add(canonical_word(word))
    return frozenset(whole)


def _written_as_name(query: str, start: int) -> bool:
    """Is the word whose ASCII letters begin at ``start`` written as a name: does the whole
    word around them (accented letters included) open on a capital? "ukasiewicz" of
    "Łukasiewicz" and "brka" of "Bóbrka" are parts of names, never predicate words."""
    while start and query[start - 1].isalpha():
        start -= 1
    return query[start:start + 1].isupper()


_PAST_QUESTION = re.compile(
    r"\b(?:did|was|were|had|used to|originally|initially|first|early|earliest|former|formerly"
    r"|1[0-9]{3}|1[0-9]th century)\b",
    re.IGNORECASE,
)



def family(value: Value) -> str:
    """The kind of a value, as slots name kinds."""
    if value.field == "quantity":
        dimension = value.dimension.split(":")[0]
        if dimension in ("duration", "business-duration"):
            return "duration"
        if dimension in ("count", "rate"):
            return "count"
        if dimension in ("size", "percent"):
            return dimension
        return "measure"
    if value.field == "date_basis":
        return "basis"
    return value.field
