"""Ranges: one value with two ends ("2-8 °C", "2 °C to 8 °C", "between 10 and 12 weeks",
"£150–£200").

A range is read as one value whose ``magnitude`` is its upper end and whose ``low`` is its
lower end, so that a point inside it, or a range that overlaps it, states no other answer
(``values.overlaps``). Its low end is written either with its own unit ("2 °C to 8 °C",
two values joined) or bare, borrowing the unit of the high end ("2–8 °C", "+2 to +8 °C",
"between 10 and 12 weeks", "70–100 characters": the bare number is read again with the
high end's unit, by the same extractor).

What is no range: "from 30 to 45 days" or "by 2 to 10 days" state a change (the value it
ends on is the one read, as before), "and" joins a range only after "between", the ends
must rise ("2010–11 season", "shrinks 751 to 705" are not ranges), an em dash between
spaces separates clauses, and both ends must be of one dimension (and currency).
"""

from __future__ import annotations

import re
from collections.abc import Callable

from workers.engine.numbers import DIGIT_NUMBER_PATTERN, WORD_NUMBER_PATTERN
from workers.engine.values import Value

_NUMBER_AT_START = re.compile(rf"\+?(?:{DIGIT_NUMBER_PATTERN}|(?i:{WORD_NUMBER_PATTERN})\b)")
_BETWEEN_VALUES = re.compile(r"[^\S\n]?[-–][^\S\n]?|—|[^\S\n]+(?:to|and)[^\S\n]+")
"""What stands between a range's two ends written with units ("2 °C to 8 °C")."""
_BARE_LOW = re.compile(
    rf"(?<![\w.,:/$€£¥+-])(?<!\d[-–])\+?(?!(?i:an?|single)\b)(?P<low>{DIGIT_NUMBER_PATTERN}|(?i:{WORD_NUMBER_PATTERN}))"
    r"(?P<sep>[^\S\n]?[-–][^\S\n]?|—|[^\S\n]+(?i:to|and)[^\S\n]+)\+?$"
)
"""A bare number and what joins it to the high end, just before the high end ("2–", "10
and ", "+2 to +")."""
_REACH = 40
"""How far before a high end its bare low end may start."""
_CHANGE_BEFORE = re.compile(r"\b(?:from|by)[^\S\n]+$", re.IGNORECASE)
_BETWEEN_BEFORE = re.compile(r"\bbetween[^\S\n]+$", re.IGNORECASE)

Reread = Callable[[str], "Value | None"]
"""Reads one value from a short text (a bare low end with the high end's unit)."""


def ranged(found: list[Value], text: str, reread: Reread | None) -> list[Value]:
    """``found`` (values of ``text`` in order, with magnitudes in base units) with each
    range read as one value; ``reread`` reads a bare low end with the high end's unit (None:
    a low end is always a value of its own)."""
    out: list[Value] = []
    for value in found:
        if value.magnitude is None or value.low is not None:
            out.append(value)
            continue
        previous = out[-1] if out else None
        joined = _joined(previous, value, text) if previous is not None else None
        if joined is not None:
            out[-1] = joined
            continue
        bare = None if reread is None else _with_bare_low(
            value, text, previous.end if previous else 0, reread)
        out.append(bare or value)
    return out


def _joined(low: Value, high: Value, text: str) -> Value | None:
    """``low`` and ``high`` as one range when only a dash, "to" or "and" stands between
    them, they measure one dimension and rise; else None."""
    if low.magnitude is None or low.low is not None or low.dimension != high.dimension \
            or low.field != high.field or low.exact != high.exact or high.magnitude is None:
        return None
    between = _BETWEEN_VALUES.fullmatch(text, low.end, high.start)
    if between is None or not _opens_range(text, low.start, between.group(0)):
        return None
    if not low.magnitude < high.magnitude:
        return None
    return _range(low, high, text)


def _with_bare_low(value: Value, text: str, floor: int, reread: Reread) -> Value | None:
    """``value`` as the high end of a range whose low end is a bare number before it."""
    number = _NUMBER_AT_START.match(value.surface)
    if number is None:
        return None
    found = _BARE_LOW.search(text, max(floor, value.start - _REACH), value.start)
    if found is None or not _opens_range(text, found.start(), found.group("sep")):
        return None
    unit = value.surface[number.end():]
    low = reread(found.group("low") + unit)
    if low is None or low.magnitude is None or value.magnitude is None \
            or low.dimension != value.dimension or not low.magnitude < value.magnitude:
        return None
    low.start = found.start()
    low.surface = text[found.start() : found.end("low")]
    return _range(low, value, text)


def _opens_range(text: str, start: int, separator: str) -> bool:
    """Does the separator after a low end starting at ``start`` make a range? "and" only
    after "between"; none after "from" or "by" (a change: "from 30 to 45 days")."""
    before = text[max(0, start - 12) : start]
    if separator.strip().lower() == "and":
        return _BETWEEN_BEFORE.search(before) is not None
    return _CHANGE_BEFORE.search(before) is None


def _range(low: Value, high: Value, text: str) -> Value:
    assert low.magnitude is not None
    low_shown, high_shown = low.display.split(" ", 1), high.display.split(" ", 1)
    if len(low_shown) == len(high_shown) == 2 and low_shown[1] == high_shown[1]:
        display = f"{low_shown[0]}-{high.display}"
    else:
        display = f"{low.display} - {high.display}"
    return Value(high.field, display, text[low.start : high.end], low.start, high.dimension,
                 high.magnitude, high.exact, low.magnitude)
