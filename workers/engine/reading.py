"""What a text says, independent of any query or metadata: the cacheable half of extraction.

``read_text`` is a pure function of the text, memoised in a bounded LRU: retrieval returns
the same popular chunks again and again, and re-reading them is most of the engine's cost.
The cache changes no result (same text, same reading), only speed.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from workers.engine.fields import basis, clauses, dates, facets, identifiers, money, quantity
from workers.engine.fields.scan import scan
from workers.engine.fields.spans import Taken
from workers.engine.terms import attribute, sentences
from workers.engine.values import Value

EXTRACTORS = (dates.extract, identifiers.extract, money.extract, basis.extract, quantity.extract)
CACHE_SIZE = 65_536


@dataclass(slots=True)
class SentenceReading:
    """One sentence that states something: its values, clause and what they measure."""

    offset: int
    snippet: str
    values: tuple[Value, ...]
    clause: Value | None
    qualifier_terms: frozenset[str]
    facets: tuple[tuple[str, str], ...]
    measure: str
    named: bool


@dataclass(slots=True)
class TextReading:
    """Every value in a text, the sentences that carry them, and its unambiguous facets."""

    values: tuple[Value, ...]
    sentences: tuple[SentenceReading, ...]
    facets: tuple[tuple[str, str], ...]


@lru_cache(maxsize=CACHE_SIZE)
def read_text(text: str) -> TextReading:
    """Read ``text`` once; extractors run in a fixed order and never read a span twice."""
    prepared = scan(text)
    taken = Taken()
    found: list[Value] = []
    for extractor in EXTRACTORS:
        found.extend(extractor(prepared, taken))
    found.sort(key=lambda v: v.start)
    mentions = facets.find(prepared)
    may_have_clause = not prepared.words.isdisjoint(clauses.TRIGGERS)
    read: list[SentenceReading] = []
    for offset, body in sentences(text):
        end = offset + len(body)
        in_sentence = tuple(v for v in found if offset <= v.start < end)
        clause = (
            clauses.find(body, offset, prepared.lower[offset:end]) if may_have_clause
            else clauses.NO_CLAUSE
        )
        if not in_sentence and clause.value is None:
            continue
        skip = [(v.start - offset, v.end - offset) for v in in_sentence]
        skip.extend(clause.spans)
        measure, named = attribute(body, skip)
        named_here = tuple((f, v) for f, v, start, _ in mentions if offset <= start < end)
        read.append(
            SentenceReading(
                offset=offset,
                snippet=body.strip(),
                values=in_sentence,
                clause=clause.value,
                qualifier_terms=clause.condition_terms | clause.exception_terms,
                facets=named_here,
                measure=measure,
                named=named,
            )
        )
    return TextReading(tuple(found), tuple(read), _unambiguous(mentions))


def _unambiguous(mentions: list[tuple[str, str, int, int]]) -> tuple[tuple[str, str], ...]:
    """Facets the text names with exactly one value: they scope the whole chunk."""
    seen: dict[str, set[str]] = {}
    for facet, value, _, _ in mentions:
        seen.setdefault(facet, set()).add(value)
    return tuple(sorted((f, next(iter(v))) for f, v in seen.items() if len(v) == 1))
