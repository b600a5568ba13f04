"""Areas: each unit of surface to square metres, so one area compares in any unit.

"2,385 acres", "965 hectares" (or "965 ha"), "3.7 square miles" (or "3.7 sq mi"), "9,651 km²"
("km2", "km^2", "sq km", "square kilometres") are one area: each normalises to m², and the
conversions agree within the rounding their figures are written to (``precision``). An area
followed by "/" or "per" is the denominator of a rate ("12 m² per litre", "129 sq ft per
liter", "12 m²/L"): no area, it reads nothing. Pure; the unit pattern is embedded in
``quantity``'s measure group, before the lengths whose names it begins with.
"""

from __future__ import annotations

import re

from workers.engine.numbers import format_number
from workers.engine.values import Value

_MILE_M = 1609.344
_FOOT_M = 0.3048
_YARD_M = 0.9144
_INCH_M = 0.0254
_SIDE_M = {"km": 1000.0, "kilomet": 1000.0, "m": 1.0, "met": 1.0, "cm": 0.01,
           "centimet": 0.01, "mm": 0.001, "millimet": 0.001, "mi": _MILE_M, "mile": _MILE_M,
           "ft": _FOOT_M, "foot": _FOOT_M, "feet": _FOOT_M, "yd": _YARD_M, "yard": _YARD_M,
           "in": _INCH_M, "inch": _INCH_M}
"""The side of each square unit, in metres: a square unit is its side squared."""
_NAMED_M2 = {"acre": 4046.8564224, "hectare": 10_000.0, "ha": 10_000.0}

_SIDE = (r"(?:kilomet(?:er|re)s?|centimet(?:er|re)s?|millimet(?:er|re)s?|met(?:er|re)s?"
         r"|miles?|f(?:ee|oo)t|yards?|inch(?:es)?|km|mi|ft|yd|cm|mm|in|m)")
UNIT = (
    rf"square\s+{_SIDE}|sq\.?\s?{_SIDE}|(?:km|cm|mm|mi|ft|yd|m)(?:²|2\b|\^2)"
    r"|acres?|hectares?|ha"
)
"""Every way an area's unit is written after its number ("square kilometres", "sq. ft",
"km²", "km2", "acres", "ha"). A "2" after a short length unit squares it only as the unit's
last character ("m2", never "m20")."""
ASKED = re.compile(
    r"\b(?:area(?![^\S\n]+codes?\b)|acres?|hectares?|square[^\S\n]+(?:kilomet|met|mile|f(?:ee|oo)t"
    r"|yard)\w*|sq\.?[^\S\n]?(?:km|mi|ft|m)\b|km²|km2\b)",
    re.IGNORECASE,
)
"""A question that asks for an area: it names the area ("What is the area of …", never an
"area code") or a unit of one ("How many acres …", "How large is … in square kilometres?")."""
PLACE_AREA = re.compile(
    r"\b(?:in|within|into|across|throughout|inside|outside|near|around|from)[^\S\n]+"
    r"(?:(?:the|a|an|any|all|our|your|their|this|that|these|those|each|every)[^\S\n]+)?"
    r"(?:[\w'-]+[^\S\n]+){0,2}(?P<area>areas?)\b",
    re.IGNORECASE,
)
"""An "area" that a preposition of place leads, with at most two words of its own between
("in audience areas", "within the Leeds depot area", "in a conservation area"): a place
where a thing holds, never the measure a question asks for."""


def asks_area(question: str) -> bool:
    """Does ``question`` ask for an area (``ASKED``), other than by an "area" that names a
    place (``PLACE_AREA``: "the maximum output in audience areas" asks a power)?"""
    places = {m.start("area") for m in PLACE_AREA.finditer(question)}
    return any(m.start() not in places for m in ASKED.finditer(question))


_HOW_MANY_UNITS = re.compile(r"\bhow[^\S\n]+many[^\S\n]+(?:acres|hectares|square[^\S\n]|sq\b)",
                             re.IGNORECASE)
"""A "how many" question that counts units of area ("How many acres …") measures an area."""


def asks_units(question: str) -> bool:
    """Does ``question`` ask "how many" units of area ("How many acres …", "how many square
    miles …"): a measure, not a count of things?"""
    return _HOW_MANY_UNITS.search(question) is not None


_RATE_AFTER = re.compile(r"[^\S\n]*(?:/|per\b)", re.IGNORECASE)
_SQUARED = re.compile(r"^(?:square|sq\.?)\s*|(?:²|2|\^2)$")


def area(unit: str, number: float, surface: str, start: int, after: str) -> Value | None:
    """The area ``number`` ``unit`` states, in m² (``after`` is the text that follows it);
    None when ``unit`` is no area unit or the area is a rate's denominator ("per litre")."""
    square = square_metres(unit)
    if square is None or _RATE_AFTER.match(after):
        return None
    amount = round(number * square, 9)
    return Value("quantity", _display(amount), surface, start, "area", amount)


def _display(m2: float) -> str:
    """An area as read back: in m², or in km² from a square kilometre up ("9.65 km²", never
    "9.65e+12 m²")."""
    if abs(m2) < 1e6:
        return f"{format_number(m2)} m²"
    return f"{format_number(round(m2 / 1e6, 9))} km²"


def square_metres(unit: str) -> float | None:
    """Square metres per ``unit`` ("acres" → 4046.86, "sq mi" → 2.59e6); None for a unit
    that is no area."""
    word = " ".join(unit.lower().split())
    named = word.rstrip("s") if len(word) > 3 else word
    if named in _NAMED_M2:
        return _NAMED_M2[named]
    side = _SQUARED.sub("", word).strip()
    if side == word:
        return None  # no "square", "sq" or exponent: a length, never an area
    side = side.rstrip("s") if len(side) > 3 else side
    for prefix in ("kilomet", "centimet", "millimet", "met"):
        if side.startswith(prefix):
            side = prefix
    metres = _SIDE_M.get("inch" if side == "inche" else side)
    return None if metres is None else metres * metres
