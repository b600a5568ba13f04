"""Compound measures: a larger unit and then smaller ones of one dimension are one value.

Lengths: feet and then inches ("4 ft 9 in" = 1.4478 m, "5 ft 11 in" = 1.8034 m). Durations:
days, hours, minutes and seconds in falling order ("8 min 20 s" = "8m20s" = "8 minutes and
20 seconds" = 500 s; "2 h 30 min", "1 hr 5 min", "2h16" = 2 h 16 min).

Web pages write heights, record times and travel times this way. Read apart, the first part
alone is a wrong value ("4 ft" for a span of 4 ft 9 in, "8 minutes" for 8 min 20 s). A
smaller part joins only when nothing but spaces or "and" stands between them, and only when
it is less than one of the unit before it (inches under 12, minutes and seconds under 60,
hours under 24). "m" means minutes only written tight, between digits, before seconds
("8m20s", "2h30m"); with a space it stays a metre ("100 m 9.58 s" is a distance and a time).
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from workers.engine.numbers import format_number
from workers.engine.values import Value

_INCHES = re.compile(
    r"[^\S\n]*(?:and[^\S\n]+)?(\d{1,2}(?:\.\d+)?)[^\S\n]?(?:inch(?:es)?\b|in\b|\"|″)"
)
_FEET = re.compile(r"(?:ft|foot|feet)$")
_INCH_M = 0.0254
INCHES_IN_A_FOOT = 12

_E = r"(?![\w'])"
_J = r"[^\S\n]+(?:and[^\S\n]+)?"
_HOURS = r"[^\S\n]?(?:hours?|hrs?|h)" + _E
_MINUTES = r"[^\S\n]?(?:minutes?|mins?)" + _E
_SECONDS = r"[^\S\n]?(?:seconds?|secs?|s)" + _E
_H, _M = r"(?:[01]?\d|2[0-3])", r"[0-5]?\d"
_S = rf"{_M}(?:\.\d+)?"
_SPACED = (
    rf"[^\S\n]?days?{_E}{_J}{_H}{_HOURS}(?:{_J}{_M}{_MINUTES}(?:{_J}{_S}{_SECONDS})?)?"
    rf"|{_HOURS}{_J}{_M}{_MINUTES}(?:{_J}{_S}{_SECONDS})?"
    rf"|{_MINUTES}{_J}{_S}{_SECONDS}"
)
_TIGHT = (
    rf"(?:d{_H}h(?:{_M}m)?|h{_M}m(?:{_S}s)?|h[0-5]\d|m{_S}s)(?![\w:/-]|[.,]\d)"
)
DURATIONS = re.compile(rf"\d(?<![\w.,:/$€£¥-]\d)\d{{0,2}}(?:{_TIGHT}|{_SPACED})")
"""A compound duration, tight ("8m20s", "2h16": minutes after hours may leave out their
unit) or spaced ("8 min 20 s", "3 hours and 18 minutes"): days, hours, minutes, seconds
in falling order, each part after the first less than one of the unit before it. What
stands before the first number is checked after its first digit, so that the search skips
to digits in C (a pattern that opens with a lookbehind is tried at every position)."""
_PART = re.compile(r"(\d+(?:\.\d+)?)[^\S\n]?([a-z]?)")
_UNIT_S = {"d": 86400.0, "h": 3600.0, "m": 60.0, "s": 1.0, "": 60.0}
"""Seconds per unit, by the unit's first letter ("" : the minutes of "2h16")."""


def durations(text: str, lower: str) -> Iterator[Value]:
    """The compound durations of ``text`` (``lower`` is its lower-case twin), in order."""
    for match in DURATIONS.finditer(lower):
        seconds = sum(float(number) * _UNIT_S[unit]
                      for number, unit in _PART.findall(match.group(0)))
        surface = text[match.start() : match.end()]
        display = f"{format_number(round(seconds, 6))} second"
        yield Value("quantity", display, surface, match.start(), "duration", seconds)


def joined(found: list[Value], text: str) -> list[Value]:
    """``found`` (quantities of ``text`` in order) with the inches that follow feet joined
    to them; the inches, when read apart, are dropped."""
    out: list[Value] = []
    for value in found:
        if out and out[-1].start <= value.start < out[-1].end:
            continue  # the inches of the feet before, now part of them
        out.append(_with_inches(value, text))
    return out


def _with_inches(value: Value, text: str) -> Value:
    """``value`` with the inches that follow its feet ("4 ft 9 in")."""
    if value.dimension != "length" or value.magnitude is None \
            or not _FEET.search(value.surface.rstrip()):
        return value
    inches = _INCHES.match(text, value.end)
    if inches is None or float(inches.group(1)) >= INCHES_IN_A_FOOT:
        return value
    metres = round(value.magnitude + float(inches.group(1)) * _INCH_M, 9)
    return Value("quantity", f"{format_number(metres)} m", text[value.start : inches.end()],
                 value.start, "length", metres)
