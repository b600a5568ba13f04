"""What the query names: identifiers (its subject), content terms and scope facets."""

from __future__ import annotations

from dataclasses import dataclass

from schemas.events import RetrievalEvent
from workers.engine.fields import facets, identifiers
from workers.engine.fields.spans import Taken
from workers.engine.terms import content_terms


@dataclass(frozen=True, slots=True)
class QueryView:
    """The parts of a query that keys and the specificity rule use.

    ``ids`` maps each identifier's exact key to its kind; ``subject`` is the key prefix
    for claims about the query's own subject ("" when the query names no identifier).
    """

    ids: dict[str, str]
    subject: str
    terms: frozenset[str]
    facets: frozenset[tuple[str, str]]

    @property
    def id_kinds(self) -> frozenset[str]:
        return frozenset(self.ids.values())


def read_query(event: RetrievalEvent) -> QueryView:
    """Analyse ``event.query`` and ``event.query_scope`` once per event."""
    found = identifiers.extract(event.query, Taken())
    ids = {v.exact: v.dimension for v in found}
    subject = " ".join(sorted(f"{kind}:{key}" for key, kind in ids.items()))
    named = {(facet, value) for facet, value, _, _ in facets.find(event.query)}
    named.update((k, str(v)) for k, v in event.query_scope.items())
    return QueryView(ids, subject, frozenset(content_terms(event.query)), frozenset(named))
