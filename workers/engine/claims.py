"""Chunk text → claims: typed values about one subject and attribute, under one scope.

A claim is one sentence's values (at most one per field type: the first). Its subject is
the query's when the sentence or chunk names the query's identifier or no identifier of
that kind; a sentence that names another identifier of the same kind is about that one
(a distractor: different key, never compared with the query's subject).
"""

from __future__ import annotations

from dataclasses import dataclass

from schemas.events import Chunk
from schemas.types import FieldType
from workers.engine.fields import basis, clauses, dates, facets, identifiers, money, quantity
from workers.engine.fields.spans import Taken
from workers.engine.query import QueryView
from workers.engine.terms import attribute, sentences
from workers.engine.values import Value

EXTRACTORS = (dates.extract, identifiers.extract, money.extract, basis.extract, quantity.extract)


@dataclass(frozen=True, slots=True)
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
    text = chunk.text
    taken = Taken()
    found: list[Value] = []
    for extractor in EXTRACTORS:
        found.extend(extractor(text, taken))
    found.sort(key=lambda v: v.start)
    mentions = facets.find(text)
    chunk_facets = _unambiguous(mentions)
    chunk_subject = _subject(found, query, query.subject)
    claims: list[Claim] = []
    for offset, body in sentences(text):
        end = offset + len(body)
        in_sentence = [v for v in found if offset <= v.start < end]
        clause = clauses.find(body, offset)
        if not in_sentence and clause.value is None:
            continue
        subject = _subject(in_sentence, query, chunk_subject)
        values: dict[FieldType, Value] = {}
        for value in in_sentence:
            if value.field == "identifier" and value.dimension in query.id_kinds:
                continue  # names the subject, not a value of it
            values.setdefault(value.field, value)
        if clause.value is not None:
            values.setdefault("clause", clause.value)
        if not values:
            continue
        scope = dict(chunk.scope)
        for facet, named_value in chunk_facets.items():
            scope.setdefault(facet, named_value)
        for facet, named_value, start, _ in mentions:
            if offset <= start < end and facet not in chunk.scope:
                scope[facet] = named_value
        skip = [(v.start - offset, v.end - offset) for v in in_sentence]
        skip.extend(clause.spans)
        measure, named = attribute(body, skip)
        if not named and "money" in values:
            measure = "price"  # an amount with no named measure is a price
        claims.append(
            Claim(
                subject=subject,
                attribute=measure or next(iter(values)),
                facets=tuple(sorted(scope.items())),
                values=values,
                snippet=body.strip(),
                position=offset,
                qualifier_terms=clause.condition_terms | clause.exception_terms,
            )
        )
    return claims


def _unambiguous(mentions: list[tuple[str, str, int, int]]) -> dict[str, str]:
    """Facets the chunk's text names with exactly one value: they scope the whole chunk."""
    seen: dict[str, set[str]] = {}
    for facet, value, _, _ in mentions:
        seen.setdefault(facet, set()).add(value)
    return {facet: next(iter(vals)) for facet, vals in seen.items() if len(vals) == 1}


def _subject(values: list[Value], query: QueryView, default: str) -> str:
    """The query's subject if named (or nothing of its kind is), else the other one named."""
    others = []
    for value in values:
        if value.field != "identifier" or value.dimension not in query.id_kinds:
            continue
        if value.exact in query.ids:
            return query.subject
        others.append(f"{value.dimension}:{value.exact}")
    return min(others) if others else default
