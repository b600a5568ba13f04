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

_UNIT = r"days?|hours?|hrs?|h|minutes?|mins?|seconds?|secs?|s"
_JOIN = r"[^\S\n]+(?:and[^\S\n]+)?"
_LEAD = r"(?P<lead>\d(?<![\w.,:/$€£¥-]\d)\d{0,2})"
"""The first number; what stands before it is checked after its first digit, so that the
search skips to digits in C (a pattern that opens with a lookbehind is tried everywhere)."""
_SPACED = (
    rf"[^\S\n]?(?P<u0>{_UNIT})(?![\w'])"
    rf"{_JOIN}(?P<n1>\d{{1,2}}(?:\.\d+)?)[^\S\n]?(?P<u1>{_UNIT})(?![\w'])"
    rf"(?:{_JOIN}(?P<n2>\d{{1,2}}(?:\.\d+)?)[^\S\n]?(?P<u2>{_UNIT})(?![\w']))?"
)
_TIGHT = (
    r"(?P<tu0>[dhm])(?P<t1>\d{1,2})"
    r"(?:(?P<tu1>[hms])(?:(?P<t2>\d{1,2})(?P<tu2>[ms]))?)?(?![\w:/-]|[.,]\d)"
)
DURATIONS = re.compile(rf"{_LEAD}(?:{_TIGHT}|{_SPACED})")
"""A compound duration, tight ("8m20s", "2h16") or spaced ("8 min 20 s", "3 hours and 18
minutes"); which parts really join is checked by ``_seconds``."""
_UNIT_S = {"d": 86400.0, "day": 86400.0, "h": 3600.0, "hr": 3600.0, "hour": 3600.0,
           "m": 60.0, "min": 60.0, "minute": 60.0, "s": 1.0, "sec": 1.0, "second": 1.0}
_NEXT_LIMIT = {86400.0: 24, 3600.0: 60, 60.0: 60}
"""How many of the next smaller unit make one of this: hours per day, minutes per hour …"""


def durations(text: str, lower: str) -> Iterator[Value]:
    """The compound durations of ``text`` (``lower`` is its lower-case twin), in order."""
    for match in DURATIONS.finditer(lower):
        seconds = _seconds(match)
        if seconds is not None:
            surface = text[match.start() : match.end()]
            display = f"{format_number(round(seconds, 6))} second"
            yield Value("quantity", display, surface, match.start(), "duration", seconds)


def _seconds(match: re.Match[str]) -> float | None:
    """The parts' total in seconds when each is a smaller unit than the one before and less
    than one of it; None otherwise ("3 days 2 weeks", "1 h 75 min")."""
    lead = match.group("lead")
    if match.group("tu0") is not None:
        parts = [(lead, match.group("tu0"))]
        parts += [(match.group(f"t{i}"), match.group(f"tu{i}")) for i in (1, 2)]
        if parts[0][1] == "m" and parts[1][1] != "s":
            return None  # "8m20" alone could be anything; minutes need their seconds
        if parts[1][1] is None:  # "2h16": minutes after hours, their unit left out
            if parts[0][1] != "h" or len(parts[1][0]) != 2:
                return None
            parts[1] = (parts[1][0], "m")
    else:
        parts = [(lead, match.group("u0"))]
        parts += [(match.group(f"n{i}"), match.group(f"u{i}")) for i in (1, 2)]
    total = 0.0
    previous = 0.0
    for number, unit in parts:
        if number is None or unit is None:
            break
        size = _UNIT_S[_singular(unit)]
        if previous and (_NEXT_LIMIT.get(previous, 0) * size != previous
                         or float(number) >= _NEXT_LIMIT[previous]):
            return None
        total += float(number) * size
        previous = size
    return total


def _singular(unit: str) -> str:
    return unit.rstrip("s") if len(unit) > 1 else unit


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
