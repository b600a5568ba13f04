"""A condition that holds every value it would qualify states those values rather than
narrowing them: "stop the direct debit only after the 60-day notice period ends" gives the
notice period; it is no narrower case than "60 days' written notice"."""

from __future__ import annotations

from collections.abc import Sequence

from workers.engine.fields.clauses import ClauseParts
from workers.engine.values import Value

_CONTEXT = ("clause", "date_basis")


def narrowing_terms(clause: ClauseParts, values: Sequence[Value], offset: int) -> frozenset[str]:
    """The words of ``clause``'s condition and exception that narrow the case ``values``
    (all of a sentence starting at ``offset``) hold for: all of them, except a condition's
    when every stated value lies inside the condition or exception spans.

    Invariants: an exception's words always narrow; with no stated value, nothing changes;
    what a condition's words say about the attribute (``asked_attribute``) is read from
    ``qualifier_terms``, untouched."""
    if not clause.condition_terms:
        return clause.exception_terms  # nothing a condition could state
    stated = [v for v in values if v.field not in _CONTEXT]
    if stated and all(any(start <= v.start - offset < end for start, end in clause.spans)
                      for v in stated):
        return clause.exception_terms
    return clause.condition_terms | clause.exception_terms
