"""Chunk → claims: typed values about one subject and attribute, under one scope.

A claim is one sentence's values (at most one per field type: the first). Its subject is
the query's when the sentence or chunk names the query's identifier or no identifier of
that kind; a sentence that names another identifier of the same kind is about that one
(a distractor: different key, never compared with the query's subject). Scope is the
chunk's metadata, then facets its text names unambiguously, then the sentence's own.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from schemas.events import Chunk
from schemas.types import FieldType
from workers.engine.query import QueryView
from workers.engine.reading import read_text
from workers.engine.values import Value


@dataclass(slots=True)
class Claim:
    """What one sentence of one chunk asserts."""

    subject: str
    attribute: str
    facets: tuple[tuple[str, str], ...]
    values: dict[FieldType, Value]
    snippet: str
    position: int
    qualifier_terms: frozenset[str]

    def facet(self, name: str) -> str | None:
        for key, value in self.facets:
            if key == name:
                return value
        return None


def extract_claims(chunk: Chunk, query: QueryView) -> list[Claim]:
    """Every claim in ``chunk``, in text order."""
    reading = read_text(chunk.text)
    chunk_subject = _subject(reading.values, query, query.subject)
    base = dict(chunk.scope)
    for facet, named in reading.facets:
        base.setdefault(facet, named)
    claims: list[Claim] = []
    for sentence in reading.sentences:
        values: dict[FieldType, Value] = {}
        for value in sentence.values:
            if value.field == "identifier" and value.dimension in query.id_kinds:
                continue  # names the subject, not a value of it
            values.setdefault(value.field, value)
        if sentence.clause is not None:
            values.setdefault("clause", sentence.clause)
        if not values:
            continue
        scope = dict(base)
        for facet, named in sentence.facets:
            if facet not in chunk.scope:
                scope[facet] = named
        measure = sentence.measure
        if not sentence.named and "money" in values:
            measure = "price"  # an amount with no named measure is a price
        claims.append(
            Claim(
                subject=_subject(sentence.values, query, chunk_subject),
                attribute=measure or next(iter(values)),
                facets=tuple(sorted(scope.items())),
                values=values,
                snippet=sentence.snippet,
                position=sentence.offset,
                qualifier_terms=sentence.qualifier_terms,
            )
        )
    return claims


def _subject(values: Iterable[Value], query: QueryView, default: str) -> str:
    """The query's subject if named (or nothing of its kind is), else the other one named."""
    others = []
    for value in values:
        if value.field != "identifier" or value.dimension not in query.id_kinds:
            continue
        if value.exact in query.ids:
            return query.subject
        others.append(f"{value.dimension}:{value.exact}")
    return min(others) if others else default
