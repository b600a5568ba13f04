"""A per-unit written with a modifier: the unit is the noun, the modifier only qualifies it.

"£32 per teaching hour", "£95 per room night", "£4 per calendar month": the amount is charged
per hour, per night, per month; "teaching", "room" and "calendar" say which hours, nights or
months, not another unit. Read as per "teaching", the amount would never be compared with
"£30 an hour". So when the word after "per" is followed by a unit noun (``UNIT_NOUNS``), that
noun is the per-unit. A fraction or count is no modifier ("per half day" is charged per half
day, not per day): the word stays the unit, as before. Reads the text right after the
amount's match only.

Two per-units name one rate in either order: "£40 an hour per operative" is "£42 per operative
per hour" in other words. The period is written last (``in_order``: "operative/hour", as
"per seat per month" is "seat/month"), so the two are compared.
"""

from __future__ import annotations

import re

UNIT_NOUNS = frozenset(
    "hour hours day days night nights week weeks month months year years session sessions "
    "lesson lessons visit visits person persons head heads mile miles".split())
"""Nouns an amount is charged per, which a modifier may precede."""
_NOT_MODIFIERS = frozenset(
    "half quarter third full whole one two three four five six seven eight nine ten each "
    "every additional extra further other".split())
"""Words before a unit noun that change how much of it is meant, or count it."""
_NEXT = re.compile(r"[^\S\n]+([a-z]+)\b")


def noun_after(text: str, unit: str, end: int) -> tuple[str, int]:
    """The unit noun right after a per-unit ``unit`` that ends at ``end`` in ``text``, and
    where that noun ends, when ``unit`` is a modifier of it ("teaching" in "per teaching
    hour"); ("", end) otherwise (``unit`` is itself a unit noun, a fraction or count, or
    no unit noun follows)."""
    lowered = unit.lower()
    if lowered in UNIT_NOUNS or lowered in _NOT_MODIFIERS:
        return "", end
    match = _NEXT.match(text, end)
    if match is None or match.group(1) not in UNIT_NOUNS:
        return "", end
    return match.group(1), match.end()


_PERIODS = frozenset(
    "second minute hour day night week weekend fortnight month quarter year annum term "
    "semester shift session".split())
"""Per-units that are periods of time."""


def in_order(units: list[str]) -> list[str]:
    """Two per-units with a period first and another unit second ("an hour per operative")
    swapped so the period is last; any other list unchanged."""
    if len(units) == 2 and units[0] in _PERIODS and units[1] not in _PERIODS:
        return [units[1], units[0]]
    return units
