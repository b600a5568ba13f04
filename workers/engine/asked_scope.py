"""A question that names one value of a scope facet asks within it.

"How long is one barleycorn, the step between UK shoe sizes?" names the region UK: a claim
its text scopes to another region ("EU sizes step by 6.67 mm") answers for that region, not
this question, so it is compared with nothing. Only facets the question's own words name
count (``facets``), one value each ("EU or UK" names two and narrows nothing), never one
spelled inside a longer name ("US" in "the US Post Office": ``unqualified.name_facets``); a
claim with no value of the facet stays, as it joins every group of it (``groups``), and so
does one whose value no text spells (a chunk's metadata "postgraduate" is no other value
than the question's "students": it may be a narrower one).

Pure; members are filtered, never changed.
"""

from __future__ import annotations

from collections.abc import Sequence

from workers.engine.fields import facets
from workers.engine.fields.scan import scan
from workers.engine.members import Member
from workers.engine.query_memo import per_query
from workers.engine.unqualified import name_facets


@per_query
def asked_facets(query: str) -> dict[str, str]:
    """The facets ``query`` names one value of, with that value."""
    named = {(facet, value) for facet, value, _, _ in facets.find(scan(query))}
    named -= name_facets(query)
    values: dict[str, set[str]] = {}
    for facet, value in named:
        values.setdefault(facet, set()).add(value)
    return {facet: next(iter(v)) for facet, v in values.items() if len(v) == 1}


def within_asked_scope(members: Sequence[Member], query: str) -> list[Member]:
    """``members`` but those whose claim names another value of a facet the question names
    one value of."""
    asked = asked_facets(query)
    if not asked:
        return list(members)
    return [m for m in members if all(
        asked.get(facet, value) == value or value not in facets.VALUES
        for facet, value in m.claim.facets)]
