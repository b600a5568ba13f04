"""What the query names: identifiers (its subject), content terms and scope facets."""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from schemas.events import RetrievalEvent
from workers.engine.fields import facets, identifiers
from workers.engine.fields.scan import scan
from workers.engine.fields.spans import Taken
from workers.engine.terms import content_terms


@dataclass(slots=True)
class QueryView:
    """The parts of a query that keys and the specificity rule use.

    ``ids`` maps each identifier's exact key to its kind; ``subject`` is the key prefix
    for claims about the query's own subject ("" when the query names no identifier).
    """

    ids: dict[str, str]
    id_kinds: frozenset[str]
    subject: str
    terms: frozenset[str]
    facets: frozenset[tuple[str, str]]


def read_query(event: RetrievalEvent) -> QueryView:
    """Analyse ``event.query`` and ``event.query_scope`` once per event."""
    ids, terms, named = _read_query_text(event.query)
    subject = " ".join(sorted(f"{kind}:{key}" for key, kind in ids))
    scope = frozenset((k, str(v)) for k, v in event.query_scope.items())
    return QueryView(dict(ids), frozenset(k for _, k in ids), subject, terms, named | scope)


@lru_cache(maxsize=16_384)
def _read_query_text(
    query: str,
) -> tuple[tuple[tuple[str, str], ...], frozenset[str], frozenset[tuple[str, str]]]:
    """Identifiers (key, kind), content terms and facets of a query text (memoised)."""
    prepared = scan(query)
    found = identifiers.extract(prepared, Taken())
    ids = tuple(sorted({(v.exact, v.dimension) for v in found}))
    named = frozenset((facet, value) for facet, value, _, _ in facets.find(prepared))
    return ids, frozenset(content_terms(query)), named
