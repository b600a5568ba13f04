"""A condition that holds every value it would qualify states those values rather than
narrowing them: "stop the direct debit only after the 60-day notice period ends" gives the
notice period; it is no narrower case than "60 days' written notice". A condition that
opens a later clause, after the values' own ("a disc is two pounds a day, ask for it at the
desk when the disc comes back"), says when that other act is done: no case of the values."""

from __future__ import annotations

import re
from collections.abc import Sequence

from workers.engine.fields.clauses import ClauseParts
from workers.engine.values import Value

_CONTEXT = ("clause", "date_basis")
_LATER_CLAUSE = re.compile(r"[,;]\s+\S+\s+\S")
"""A comma or semicolon, then two words or more: a clause of its own begins."""


def narrowing_terms(
    clause: ClauseParts, values: Sequence[Value], offset: int, folded: str = "",
) -> frozenset[str]:
    """The words of ``clause``'s condition and exception that narrow the case ``values``
    (all of a sentence starting at ``offset``; ``folded`` is that sentence, lower-cased) hold
    for: all of them, except a condition's when every stated value lies inside the condition
    or exception spans, or when the condition follows every stated value behind a later
    clause's opening (``_LATER_CLAUSE``) and no polarity marker rules the sentence.

    Invariants: an exception's words always narrow; with no stated value, nothing changes;
    what a condition's words say about the attribute (``asked_attribute``) is read from
    ``qualifier_terms``, untouched."""
    if not clause.condition_terms:
        return clause.exception_terms  # nothing a condition could state
    stated = [v for v in values if v.field not in _CONTEXT]
    if stated and all(any(start <= v.start - offset < end for start, end in clause.spans)
                      for v in stated):
        return clause.exception_terms
    if stated and _in_later_clause(clause, stated, offset, folded):
        return clause.exception_terms
    return clause.condition_terms | clause.exception_terms


def _in_later_clause(
    clause: ClauseParts, stated: Sequence[Value], offset: int, folded: str
) -> bool:
    """Does the condition (``clause.spans[0]``) of a statement (no may/must) open after
    every stated value, with a later clause begun between the last value and it?"""
    if clause.value is None or clause.value.dimension != "statement":
        return False
    start = clause.spans[0][0]
    last = max(v.end - offset for v in stated)
    return 0 <= last <= start and _LATER_CLAUSE.search(folded[last:start]) is not None
