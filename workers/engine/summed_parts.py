"""A sentence's whole and its parts: "lasts 2 hours: 75 minutes of play and 45 minutes of
food" answers 2 hours; the 75 and 45 minutes split it and are no rival answers.

A sentence that states a length or a count and then its breakdown gives several values of
one kind, and a question asking the length or count would find them equally near its words
and call the sentence undecided. Values of one dimension that add up to another value of
the same dimension the sentence states (two or three of them, each smaller) are parts of
it: they are set aside as candidates, the whole stays. Reads only the values' dimensions and
magnitudes (exact sums, a 0.5 % tolerance for rounding); pure and order-keeping.
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import combinations

from workers.engine.values import Value

_MAX_VALUES = 8
"""More values than this in one sentence are a list, not a whole and its parts."""


def without_summed_parts(values: Sequence[Value]) -> list[Value]:
    """``values`` without those that, two or three together, add up to another value of
    ``values`` of the same dimension (module docstring)."""
    measured = [v for v in values if v.field == "quantity" and v.magnitude and v.magnitude > 0]
    if len(measured) < 3 or len(measured) > _MAX_VALUES:
        return list(values)
    parts: set[int] = set()
    for whole in measured:
        same = [v for v in measured
                if v is not whole and v.dimension == whole.dimension
                and v.magnitude is not None and whole.magnitude is not None
                and v.magnitude < whole.magnitude]
        for size in (2, 3):
            for group in combinations(same, size):
                total = sum(v.magnitude or 0.0 for v in group)
                if whole.magnitude is not None and abs(total - whole.magnitude) \
                        <= 0.005 * whole.magnitude:
                    parts.update(id(v) for v in group)
    return [v for v in values if id(v) not in parts]
