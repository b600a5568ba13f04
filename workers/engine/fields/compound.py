"""Compound measures: a larger unit and then smaller ones of one dimension are one value.

Lengths: feet and then inches ("4 ft 9 in" = 1.4478 m, "5 ft 11 in" = 1.8034 m), the
inches with a fraction too ("7 ft 11 5/8 in"), in words too ("seven feet seven inches"). Durations:
days ("d"), hours, minutes and seconds in falling order ("8 min 20 s" = "8m20s" = "8 minutes and
20 seconds" = 500 s; "2 h 30 min", "1 hr 5 min", "2h16" = 2 h 16 min); in words also years
and months ("four years and five months" = 53 months) and weeks and days.

Web pages write heights, record times and travel times this way. Read apart, the first part
alone is a wrong value ("4 ft" for a span of 4 ft 9 in, "8 minutes" for 8 min 20 s). A
smaller part joins only when nothing but spaces, "and" or (for durations) a comma stands
between them ("2 days, 5 hours, 10 minutes"), and only when
it is less than one of the unit before it (inches under 12, minutes and seconds under 60,
hours under 24). "m" means minutes only written tight, between digits, before seconds
("8m20s", "2h30m"), or tight to its own number after hours ("2h 30m"), or tight to one or two
digits before whole seconds in two digits ("6m 53s"); with a space it stays a metre ("100 m
9.58 s" is a distance and a time), and so does a tight one after three digits ("400m 45s").
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator

from workers.engine.fields.compound_mass import with_ounces, with_stones
from workers.engine.fields.durations import MONTH_S, duration_display
from workers.engine.numbers import format_number
from workers.engine.values import Value

_INCHES = re.compile(
    r"[^\S\n]*(?:and[^\S\n]+)?(\d{1,2}(?:\.\d+)?)"
    r"(?:(?:[^\S\n]+|-)([1-9])/([1-9]\d?)|[^\S\n]?([½¼¾⅛⅜⅝⅞]))?"
    r"[^\S\n]?(?:inch(?:es)?\b|in\b|\"|″)"
)
"""Inches after feet, with a fraction of an inch ("11 5/8 in", "11-5/8\"", "4⅛ in")."""
_FRACTIONS = {"½": 0.5, "¼": 0.25, "¾": 0.75, "⅛": 0.125, "⅜": 0.375, "⅝": 0.625, "⅞": 0.875}
_FEET = re.compile(r"(?:ft|foot|feet)$")
_INCH_M = 0.0254
INCHES_IN_A_FOOT = 12

_E = r"(?![\w'])"
_J = r"(?:,?[^\S\n]+)(?:and[^\S\n]+)?"
_HOURS = r"[^\S\n]?(?:hours?|hrs?|h)" + _E
_MINUTES = r"[^\S\n]?(?:minutes?|mins?)" + _E
_SECONDS = r"[^\S\n]?(?:seconds?|secs?|s)" + _E
_H, _M = r"(?:[01]?\d|2[0-3])", r"[0-5]?\d"
_S = rf"{_M}(?:\.\d+)?"
_SPACED = (
    rf"[^\S\n]?(?:days?|d){_E}{_J}{_H}{_HOURS}(?:{_J}{_M}{_MINUTES}(?:{_J}{_S}{_SECONDS})?)?"
    rf"|{_HOURS}{_J}{_M}{_MINUTES}(?:{_J}{_S}{_SECONDS})?"
    rf"|{_MINUTES}{_J}{_S}{_SECONDS}"
)
_TIGHT = (
    rf"(?:d{_H}h(?:{_M}m)?|h{_M}m(?:{_S}s)?|h[0-5]\d|m{_S}s"
    rf"|h[^\S\n]{_M}m(?:[^\S\n]{_S}s)?|(?<!\d\d\d)m[^\S\n][0-5]\ds)(?![\w:/-]|[.,]\d)"
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


def joined(found: list[Value], text: str, display: Callable[[float], str]) -> list[Value]:
    """``found`` (quantities of ``text`` in order) with the inches that follow feet joined
    to them (the inches, when read apart, are dropped), stones and ounces joined to their
    pounds (``compound_mass``), and a duration in words joined to
    the smaller one that follows it ("four minutes and thirty-seven seconds"), shown with
    ``display``."""
    out: list[Value] = []
    for value in found:
        if out and out[-1].start <= value.start < out[-1].end:
            continue  # the inches of the feet before, now part of them
        whole = _with_smaller_duration(out[-1], value, text, display) if out else None
        whole = whole or (with_ounces(out[-1], value, text) if out else None)
        whole = whole or (_with_inches_apart(out[-1], value, text) if out else None)
        if whole is not None:
            out[-1] = whole
            continue
        weight = with_stones(value, text)
        while out and out[-1].end > weight.start:
            out.pop()  # "14 stone" read as a count, now the stones of "14 stone 4 lb"
        out.append(_with_inches(weight, text))
    return out


_WORD_UNIT_S = {"second": 1.0, "sec": 1.0, "minute": 60.0, "min": 60.0, "hour": 3600.0,
                "hr": 3600.0, "day": 86400.0, "week": 604800.0, "month": MONTH_S,
                "year": 12 * MONTH_S}
_LAST_WORD = re.compile(r"([a-z]+?)s?'?$")
_BETWEEN = re.compile(r",?[^\S\n]+(?:and[^\S\n]+)?")


def _with_smaller_duration(
    first: Value, second: Value, text: str, display: Callable[[float], str]
) -> Value | None:
    """``first`` and ``second`` as one duration when both are single durations of units
    next to each other, falling, with only spaces or "and" between them, the second less
    than one of the first's unit ("four minutes and thirty-seven seconds"; "four years and
    five months" is 53 months, a calendar period shown in months); else None."""
    if first.dimension != "duration" or second.dimension != "duration" \
            or first.magnitude is None or second.magnitude is None \
            or _BETWEEN.fullmatch(text, first.end, second.start) is None:
        return None
    big, small = _unit_s(first.surface), _unit_s(second.surface)
    if not big or not small or _NEXT.get(big) != small or second.magnitude >= big:
        return None
    seconds = first.magnitude + second.magnitude
    shown = duration_display(seconds, "month") if small == MONTH_S else display(seconds)
    return Value("quantity", shown, text[first.start : second.end], first.start,
                 "duration", seconds)


_NEXT = {12 * MONTH_S: MONTH_S, 604800.0: 86400.0, 86400.0: 3600.0, 3600.0: 60.0, 60.0: 1.0}
"""The unit a duration's next part is written in: months after years ("four years and five
months"), days after weeks, hours after days, and so on down to seconds."""


def _unit_s(surface: str) -> float:
    """Seconds per unit of a single duration's last word ("thirty-seven seconds": 1); 0
    when it is no day, hour, minute or second."""
    found = _LAST_WORD.search(surface.lower())
    return _WORD_UNIT_S.get(found.group(1), 0.0) if found else 0.0


_INCHES_WORD = re.compile(r"inch(?:es)?$")


def _with_inches_apart(feet: Value, inches: Value, text: str) -> Value | None:
    """``feet`` and the ``inches`` read apart after them as one length, when nothing but
    spaces, a comma or "and" stands between them and the inches are less than a foot
    ("seven feet seven inches", "six feet, two inches"); else None."""
    if feet.dimension != "length" or inches.dimension != "length" \
            or feet.magnitude is None or inches.magnitude is None \
            or not _FEET.search(feet.surface.rstrip()) \
            or not _INCHES_WORD.search(inches.surface.rstrip().lower()) \
            or inches.magnitude >= INCHES_IN_A_FOOT * _INCH_M \
            or _BETWEEN.fullmatch(text, feet.end, inches.start) is None:
        return None
    metres = round(feet.magnitude + inches.magnitude, 9)
    return Value("quantity", f"{format_number(metres)} m", text[feet.start : inches.end],
                 feet.start, "length", metres)


def _with_inches(value: Value, text: str) -> Value:
    """``value`` with the inches that follow its feet ("4 ft 9 in")."""
    if value.dimension != "length" or value.magnitude is None \
            or not _FEET.search(value.surface.rstrip()):
        return value
    inches = _INCHES.match(text, value.end)
    if inches is None or float(inches.group(1)) >= INCHES_IN_A_FOOT:
        return value
    whole, numerator, denominator, glyph = inches.groups()
    part = _FRACTIONS[glyph] if glyph else 0.0
    if numerator and int(numerator) < int(denominator):
        part = int(numerator) / int(denominator)
    elif numerator:
        return value  # "4 5/4 in" is no fraction of an inch
    metres = round(value.magnitude + (float(whole) + part) * _INCH_M, 9)
    return Value("quantity", f"{format_number(metres)} m", text[value.start : inches.end()],
                 value.start, "length", metres)
