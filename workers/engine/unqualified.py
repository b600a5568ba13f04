"""What a query says that is its subject or its asked event, never a narrower case.

``specificity`` prefers a chunk that names a qualifier the query also names. Two kinds of
query words look like qualifiers and are not:

- a scope facet spelled inside one of the query's names ("US" in "When did the US Post
  Office introduce ZIP codes?"): it names the subject every retrieved passage is about, and
  a page that writes "the Post Office" is no less about it. A name that is the facet alone
  ("… customers in Canada?", "… to APAC?") is the scope the query asks about;
- the event words of a *when* question ("destroyed", "fire" in "When was the Turk destroyed
  by fire?"): the question asks for the date of that event, so a clause naming it ("when fire
  swept the museum in 1854") states the event, not a condition, and a page that names the
  event in other words ("it burned in 1854") answers the same question.

Pure and memoised per query text.
"""

from __future__ import annotations

from workers.engine.entities import query_names
from workers.engine.fields import facets
from workers.engine.fields.scan import scan
from workers.engine.query import QueryView
from workers.engine.query_memo import per_query


@per_query
def name_facets(query: str) -> frozenset[tuple[str, str]]:
    """The (facet, value) pairs spelled inside the names ``query`` uses, each with other
    words of its name beside it."""
    return frozenset((facet, value) for name in query_names(query)
                     for facet, value, start, end in facets.find(scan(name))
                     if (name[:start] + name[end:]).strip())


def event_terms(query: QueryView) -> frozenset[str]:
    """The stems of a *when* question's predicate (the event it asks the date of); empty
    for any other question, whose predicate words may well be conditions."""
    slot = query.slot
    return slot.predicate if slot is not None and slot.kind == "when" else frozenset()
