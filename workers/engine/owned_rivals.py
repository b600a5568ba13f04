"""Of two values of one measure in a sentence, the one another named thing owns gives way.

"Itaipu is 14 GW, Three Gorges 22,500 MW, though Itaipu sometimes generates more" states
two capacities: the question's subject's and a compared thing's. A question without an
answer slot reads a sentence's values by measure, the one nearest the question's words
winning ("generates" stands next to the rival's figure). ``owners.other_owners`` already
tells whose value a clause states for slot questions; here it decides only between values
of one dimension: when a sentence holds two or more of them and some, but not all, belong
to another named thing (a name the question never writes opens their clause), those give
way to the rest.

Invariant: a value is set aside only while another value of its field and dimension in the
same sentence is kept, so no sentence loses its only reading of a measure; a question that
names no one (no capitalised word after its first) or names an identifier (an enterprise
key: ``QueryView.subject``) leaves every value as it is. Pure.
"""

from __future__ import annotations

from collections import Counter

from workers.engine.owners import other_owners, question_names
from workers.engine.query import QueryView
from workers.engine.values import Value


def owned_rivals_aside(
    snippet: str, offset: int, values: tuple[Value, ...], query: QueryView
) -> tuple[Value, ...]:
    """``values`` (of ``snippet``, which starts at ``offset`` in its chunk) without those of
    a measure written twice or more that another named thing owns, while one of that
    measure stays (module docstring)."""
    if query.subject or len(values) < 2:
        return values
    counts = Counter((v.field, v.dimension) for v in values)
    if max(counts.values()) < 2:
        return values
    own = question_names(query.text)
    if not own:
        return values
    kept = other_owners(snippet, offset, list(values), own, query.terms)
    if len(kept) == len(values):
        return values
    staying = Counter((v.field, v.dimension) for v in kept)
    kept_ids = {id(v) for v in kept}
    return tuple(v for v in values if id(v) in kept_ids
                 or not (counts[v.field, v.dimension] >= 2 and staying[v.field, v.dimension]))
