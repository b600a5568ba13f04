"""A leading scope that only restates the question's own case is no condition of its answer.

"May residents of Massachusetts set off fireworks at home?" is answered alike by "In
Massachusetts, kids and grown-ups are not allowed to light fireworks" and by "Private use is
illegal in MA": the first page's leading "In Massachusetts," names the place the question
already asks about, so its ruling holds in no narrower case than the second's. Read as a
condition it would set the two pages apart (``fields.clauses``: equal clauses need equal
conditions). For a yes/no question, a clause whose condition is a leading "In/For/On X,"
scope (the sentence opens on it, past a clause number) every content term of which the
question writes is read without that condition. Invariant: any other condition, and every
condition naming a word the question does not write, is kept as read; the polarity and the
exception never change. Pure.
"""

from __future__ import annotations

import re

from workers.engine.clause_numbers import past_clause_number
from workers.engine.values import Value

_FIRST = re.compile(r"[^\S\n]\[(?P<phrase>(?:in|for|on)[^\S\n][^\]]+)\]")
"""The first bracketed qualifier of a clause's display that is a scope: " [in massachusetts]"."""


def unscoped(clause: Value, query_terms: frozenset[str]) -> Value:
    """``clause`` without its condition when that condition is a leading scope of the
    sentence whose every term the question writes; ``clause`` otherwise."""
    kind, condition, exception = [*clause.exact.split("|", 2), "", ""][:3]
    if not condition or not set(condition.split(",")) <= query_terms:
        return clause
    found = _FIRST.search(clause.display)
    if found is None:
        return clause
    opening = past_clause_number(clause.surface.lower()).lstrip(" -–—•*\t")
    if not opening.startswith(found.group("phrase")):
        return clause
    display = clause.display[:found.start()] + clause.display[found.end():]
    return Value("clause", display, clause.surface, clause.start, clause.dimension,
                 exact=f"{kind}||{exception}")
