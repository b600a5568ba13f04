"""Answer slots: what kind of value a question asks for, and which value of a text answers it.

A question that names no attribute of the table (``terms.ATTRIBUTES``) still says what it
wants: *when* → a date or year (or a period, "within 5 days of …"); *how many* or
*population* → a count; *how long*, *length*, *height* → a duration or measure; *how much*,
*price* → money or an amount; *who*, *where*, *what sport* → a name, which no typed field
holds. Only values of that kind, in a sentence that carries the question's predicate
("born", "built", "population" or the question's own words other than the names it uses),
answer it; of several in one sentence, the one nearest the predicate word. Everything else
in the text is context, never a claim. Bare years and counts are read only here, inside
answer sentences, where they are answers rather than noise.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from workers.engine.terms import STOPWORDS, stem
from workers.engine.values import Value

_CLASSES: dict[str, tuple[str, ...]] = {
    "birth": ("born", "birth", "birthday", "birthplace", "b"),
    "death": ("died", "die", "dies", "death", "dead", "d"),
    "founding": ("founded", "found", "founding", "establish", "established", "establishment",
                 "formed", "formation", "incorporated", "created", "creation", "opened",
                 "inaugurated", "chartered", "settled", "organized", "organised"),
    "building": ("built", "build", "construction", "constructed", "erected", "completed",
                 "completion"),
    "release": ("released", "release", "published", "premiered", "premiere", "aired",
                "debuted", "issued", "launched"),
    "population": ("population", "populated", "inhabitants", "residents", "people", "census"),
}
_CLASS_OF = {stem(word): f"#{name}" for name, words in _CLASSES.items() for word in words}
"""Stem → its predicate class, written "#birth" so that no word prefix-matches a class."""
_NAME_NOUNS = frozenset(
    "sport party genre medium profession occupation job language nationality religion position "
    "artist director author writer producer composer founder team club league country city "
    "state capital location type kind category function purpose species instrument name "
    "title band singer performer architect designer creator owner manufacturer publisher "
    "label network channel station school university college institution format style "
    "government war operator line region rank gender product industry activity".split()
)
_WHEN_NOUNS = frozenset("year date birthday anniversary".split())
_COUNT_NOUNS = frozenset("population inhabitants residents".split())
_MEASURE_NOUNS = frozenset(
    "length height area elevation altitude depth width distance size age weight".split()
)
_MONEY_NOUNS = frozenset("price cost fee budget revenue salary income wage".split())
_TIME_UNITS = frozenset(
    "second seconds minute minutes hour hours day days week weeks month months year years"
    .split()
)
FAMILIES: dict[str, frozenset[str]] = {
    "when": frozenset({"date", "duration", "basis"}),
    "count": frozenset({"count"}),
    "count-time": frozenset({"duration"}),
    "measure": frozenset({"duration", "measure", "size"}),
    "amount": frozenset({"money", "duration", "size", "percent", "count", "measure"}),
    "money": frozenset({"money"}),
    "name": frozenset(),
}
"""The kinds of value each slot accepts; a name slot accepts none of the typed fields."""


_QUESTION_WORDS = frozenset("much many long often far tall high soon quickly".split())


@dataclass(slots=True)
class Slot:
    """What a question asks for: ``kind`` (a key of ``FAMILIES``, "" when unknown), the
    stems of its predicate words (the non-name content words, or their class), and the
    stems of all its content words, names included (``words``)."""

    kind: str
    predicate: frozenset[str]
    words: frozenset[str]

    @property
    def strict(self) -> bool:
        """A predicate with a class ("born", "built", "population") must be in the answer
        sentence; other questions fall back to sentences that share any of their words."""
        return any(p.startswith("#") for p in self.predicate)


@lru_cache(maxsize=16_384)
def read_slot(query: str) -> Slot:
    """The slot of ``query`` (memoised)."""
    words = re.findall(r"[A-Za-z][A-Za-z'-]*", query)
    lower = [w.lower() for w in words]
    predicate: set[str] = set()
    every: set[str] = set()
    for index, word in enumerate(words):
        for part in {word, *word.split("-")}:
            term = stem(part.lower())
            if part.lower() in STOPWORDS or term in STOPWORDS or len(term) <= 2 \
                    or part.lower() in _QUESTION_WORDS:
                continue
            every.add(_CLASS_OF.get(term, term))
            if not (index and word[:1].isupper()):  # not part of a name ("Broken Bow")
                predicate.add(_CLASS_OF.get(term, term))
    return Slot(_kind(query.lower(), lower), frozenset(predicate), frozenset(every))


def _kind(text: str, words: list[str]) -> str:
    first = words[0] if words else ""
    after_what = _noun_after_what(words)
    if first == "when" or after_what in _WHEN_NOUNS or "date of birth" in text:
        return "when"
    if "how many" in text:
        at = words.index("many") + 1 if "many" in words else len(words)
        return "count-time" if not _TIME_UNITS.isdisjoint(words[at:at + 3]) else "count"
    if "population" in words or after_what in _COUNT_NOUNS or re.search(
        r"\b(?:the|a|total)\s+number\s+of\b", text
    ):
        return "count"
    if "how long" in text or after_what in _MEASURE_NOUNS or re.search(r"how (?:tall|high)", text):
        return "measure"
    if after_what in _MONEY_NOUNS:
        return "money"
    if "how much" in text:
        return "amount"
    if first in ("who", "whom", "whose", "where") or after_what in _NAME_NOUNS:
        return "name"
    if re.search(r"\b(?:known for|refers? to|stand for|associated with)\b", text):
        return "name"
    return ""


def _noun_after_what(words: list[str]) -> str:
    """The noun a what/which question asks for: "What sport is …", "What is the genre of …",
    "In which city …" ("" when there is none)."""
    for index, word in enumerate(words):
        if word not in ("what", "which"):
            continue
        rest = [w.removesuffix("'s") for w in words[index + 1 : index + 8]
                if w not in ("is", "was", "are", "were", "the", "a", "an", "of", "median",
                             "primary", "total", "estimated", "main", "private")]
        for noun in rest[:3]:
            if noun in _NAME_NOUNS or noun in _WHEN_NOUNS or noun in _COUNT_NOUNS \
                    or noun in _MEASURE_NOUNS or noun in _MONEY_NOUNS:
                return noun
        return ""
    return ""


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


_WORD = re.compile(r"[A-Za-z][A-Za-z'-]*\.?")
_YEAR = re.compile(r"(?<![\w.,$€£-])(1[0-9]{3}|20[0-9]{2})(?![\w%]|,\d{3}|\.\d)")
_COUNT = re.compile(r"(?<![\w.,$€£-])(\d{1,3}(?:,\d{3})+|\d+)(?![\w%]|[.,]\d)")
_LIFE_SPAN = re.compile(r"\(\s*(?:born\s+|b\.\s*)?[^()]{0,40}?\d{4}\s*[–—-]")


def answer(
    snippet: str, offset: int, values: tuple[Value, ...], slot: Slot, *, broad: bool = False,
    lead: frozenset[str] = frozenset(),
) -> list[Value]:
    """The value of ``slot``'s kind in this sentence that answers the question, if any,
    with the date basis that qualifies it when it is a period.

    ``snippet`` starts at ``offset`` in its chunk; ``values`` are the sentence's values.
    The sentence must carry a predicate word; of the accepted values the one nearest to such
    a word wins (a date or year before a period for *when*). A life span in parentheses
    carries "born" at its first date and "died" at its second. With ``broad``, any of the
    question's words will do (the fallback for a chunk with no predicate sentence).
    ``lead`` holds the stems of the words a dash-led part continues.
    """
    wanted = slot.words if broad else slot.predicate
    hits = _predicate_hits(snippet, wanted, slot.words)
    if not hits and any(_matches(_CLASS_OF.get(t, t), wanted) for t in lead):
        hits = [(0, 0)]  # "Pro plan (Canada) - CA$39/month": the lead carries the predicate
    if not hits:
        return []
    accepted = FAMILIES[slot.kind]
    candidates = [v for v in values if family(v) in accepted and _counts_what_is_asked(v, slot)]
    taken = [(v.start - offset, v.end - offset) for v in values]
    if slot.kind == "when":
        dated = [v for v in candidates if v.field == "date"]
        candidates = dated or _bare(snippet, offset, taken, _YEAR, "year") or candidates
    elif slot.kind == "count":
        candidates.extend(_bare(snippet, offset, taken, _COUNT, "count"))
    if not candidates:
        return []

    def distance(value: Value) -> tuple[int, int]:
        at, end = value.start - offset, value.end - offset
        return min(max(0, s - end, at - e) for s, e in hits), at

    best = min(candidates, key=distance)
    if slot.kind == "count" and best.field == "quantity" and best.dimension != "count":
        best = Value("quantity", best.display, best.surface, best.start, "count", best.magnitude)
    found = [best]
    if family(best) == "duration":  # "within 14 days of delivery": the basis qualifies it
        found.extend(v for v in values if v.field == "date_basis" and v.start >= best.end)
    return found[:2]


def _predicate_hits(
    snippet: str, predicate: frozenset[str], names_of: frozenset[str] | None = None
) -> list[tuple[int, int]]:
    """Spans of the predicate's words in ``snippet``; a life span after one of ``names_of``
    (the question's words) carries "born" at its first year and "died" at its second."""
    hits = []
    for match in _WORD.finditer(snippet):
        for part in {match.group(0), *match.group(0).split("-")}:
            term = stem(part.rstrip(".").lower())
            if _matches(_CLASS_OF.get(term, term), predicate):
                hits.append(match.span())
                break
    names = [w for w in predicate if not w.startswith("#")] if names_of is None else names_of
    for wanted, index in (("#birth", 0), ("#death", 1)):
        if wanted in predicate:
            for span in _LIFE_SPAN.finditer(snippet):
                before = snippet[max(0, span.start() - 60) : span.start()]
                if not any(_matches(stem(w.lower()), frozenset(names))
                           for w in re.findall(r"[A-Za-z]+", before)):
                    continue  # another person's life span ("See also Crampton (1816–1888)")
                years = list(re.finditer(r"\d{4}", snippet[span.start():span.start() + 80]))
                if len(years) > index:
                    at = span.start() + years[index].start()
                    hits.append((at, at))
    return hits


_PEOPLE = frozenset("people person inhabitant resident citizen individual soul".split())


def _counts_what_is_asked(value: Value, slot: Slot) -> bool:
    """A count answers only if it counts what the question asks about: people for a
    population, the question's own noun otherwise ("699 households" is no population)."""
    if not value.dimension.startswith(("count:", "rate:")) or slot.kind != "count":
        return True
    noun = value.dimension.split(":", 1)[1]
    if "#population" in slot.predicate:
        return noun in _PEOPLE
    return _matches(stem(noun), slot.predicate)


@lru_cache(maxsize=65_536)
def _matches(term: str, predicate: frozenset[str]) -> bool:
    """A term matches a predicate stem it equals, or that it extends or is extended by when
    both have four letters or more ("effect" / "effectiv")."""
    if term in predicate:
        return True
    return len(term) >= 4 and not term.startswith("#") and any(
        len(p) >= 4 and not p.startswith("#") and (term.startswith(p) or p.startswith(term))
        for p in predicate
    )


def _bare(snippet: str, offset: int, taken: list[tuple[int, int]], pattern: re.Pattern[str],
          kind: str) -> list[Value]:
    """Years or counts written as bare numbers, outside every value already read; each shows
    as written ("4,411"), so the sentence that is cited states it literally."""
    out = []
    for match in pattern.finditer(snippet):
        s, e = match.span(1)
        if any(a < e and s < b for a, b in taken):
            continue
        raw = match.group(1)
        number = float(raw.replace(",", ""))
        if kind == "year":
            out.append(Value("date", raw, raw, offset + s, "day", exact=raw))
        elif not (1000 <= number <= 2099 and "," not in raw):  # a year is no count
            out.append(Value("quantity", raw, raw, offset + s, "count", number))
    return out
