"""A count's breakdown: "5 eyes (2 compound, 3 ocelli)" states 5, not 2 or 3.

A page that answers a count often splits it into its parts right after ("five eyes: two
compound eyes and three ocelli", "Eyes: 5 (2 compound, 3 simple)"). The parts are counts
of the same page, but no answer of their own: a page read charitably (``charitable``) must
not be taken to give a part another page picks ("a bee has two eyes"), nor count as
stating it. Reads only the page's own values; a part is a count that, with another count
the page states, adds up to the page's pick.
"""

from __future__ import annotations

from collections.abc import Sequence

from workers.engine.values import Value


def _count(value: Value) -> bool:
    return value.field == "quantity" and value.magnitude is not None and (
        value.dimension == "count" or value.dimension.startswith("count:"))


def breakdown_parts(pick: Value | None, stated: Sequence[Value]) -> frozenset[float]:
    """The magnitudes of the counts of ``stated`` that are parts of ``pick`` (a count): two
    smaller counts the page states that add up to it. Empty when ``pick`` is no count."""
    if pick is None or not _count(pick) or pick.magnitude is None:
        return frozenset()
    total = pick.magnitude
    sizes = {v.magnitude for v in stated if _count(v) and v.magnitude is not None
             and 0 < v.magnitude < total}
    return frozenset(a for a in sizes if total - a in sizes and total - a != a)


def is_part(value: Value, parts: frozenset[float]) -> bool:
    """Is ``value`` a count whose magnitude is one of ``parts`` (``breakdown_parts``)?"""
    return _count(value) and value.magnitude in parts
