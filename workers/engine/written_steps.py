"""How precisely a physical measure is written: the unit of its last written digit.

Reads one value's surface, dimension and magnitude. Invariants: only a physical measure
(``ROUNDED_DIMENSIONS``) written in digits has a step; a feet-and-inches length is written
to the inch (or to the fraction of an inch it ends on), a compound mass to its last unit;
a whole number of fewer than ``MIN_SIGNIFICANT`` significant digits is a nominal figure.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # values imports precision, which imports this module
    from workers.engine.values import Value

ROUNDED_DIMENSIONS = frozenset(
    {"length", "area", "mass", "volume", "speed", "temperature", "power", "torque"})
NUMBER = re.compile(r"\d(?:[\d,]*\d)?(?:\.(\d+))?")
MARGIN = 0.999
"""Strictly less than half a step, with room for binary fractions (99.95 − 99.9): a gap
rounds away only when it is under ``MARGIN`` times half the last written digit."""
_FAHRENHEIT = re.compile(r"°\s?f\b|fahrenheit|degrees?\s+f\b", re.IGNORECASE)
MIN_SIGNIFICANT = 3
"""A whole number with fewer significant digits ("1 t", "50 miles", "800 kg") is a nominal
figure, not a conversion rounded to its last digit: it never rounds."""
_VULGAR = {"½": 2, "⅓": 3, "⅔": 3, "¼": 4, "¾": 4, "⅛": 8, "⅜": 8, "⅝": 8, "⅞": 8}
_FEET_INCHES = re.compile(
    rf"(?:ft|foot|feet)\b.*[\d{''.join(_VULGAR)}][^\S\n]?(?:inch(?:es)?|in|\"|″)$")
"""A length in feet and inches (``fields.compound``), whose last written unit is the inch."""
_INCH_FRACTION = re.compile(
    rf"(?:[^\S\n](\d{{1,2}})/(\d{{1,2}})|([{''.join(_VULGAR)}]))[^\S\n]?(?:inch(?:es)?|in|\"|″)$")
"""The fraction of an inch a feet-and-inches length ends on ("4 ft 8½ in", "5 ft 3 1/4 in"):
the length is written to that fraction (half an inch, a quarter), not to the inch."""
_INCH_M = 0.0254
_MASS_LAST = re.compile(r"\d[^\S\n]?(?:(oz|ounces?)|lbs?|pounds?)$", re.IGNORECASE)
"""The last unit of a compound mass (``fields.compound_mass``): ounces, or pounds."""
_POUND_G = 453.59237
_OUNCE_G = _POUND_G / 16


def written_step(value: Value) -> tuple[float, float, int] | None:
    """(base units per written unit, half the last written digit in base units, and how it
    is precise: its decimals when it has some, -1 for a whole number of at least
    ``MIN_SIGNIFICANT`` significant digits, else 0) of a measure written with one number
    in digits; None for any other value."""
    if value.dimension not in ROUNDED_DIMENSIONS or value.magnitude is None:
        return None
    numbers = NUMBER.findall(value.surface)
    fraction = _INCH_FRACTION.search(value.surface)
    parts = len(numbers) - (2 if fraction is not None and fraction.group(1) else 0)
    if parts == 2 and _FEET_INCHES.search(value.surface):  # "4 ft 9 in" is written to the inch
        step = _INCH_M / _inch_denominator(fraction) if fraction is not None else _INCH_M
        return _INCH_M, 0.5 * step, -1  # "4 ft 8½ in" to the half inch
    last = _MASS_LAST.search(value.surface) if len(numbers) == 2 else None
    if last is not None:  # "14 st 4 lb" is written to the pound, "7 lb 8 oz" to the ounce
        grams = _OUNCE_G if last.group(1) else _POUND_G
        return grams, 0.5 * grams, -1
    if len(numbers) != 1:
        return None
    found = NUMBER.search(value.surface)
    assert found is not None
    digits = found.group(0).replace(",", "")
    written = float(digits)
    decimals = len(found.group(1) or "")
    significant = len(digits.split(".")[0].lstrip("0").rstrip("0"))
    precise = decimals if decimals else (-1 if significant >= MIN_SIGNIFICANT else 0)
    if value.dimension == "temperature":
        scale = 1 / 1.8 if _FAHRENHEIT.search(value.surface) else 1.0
    elif written == 0:
        return None
    else:
        scale = value.magnitude / written
    return scale, 0.5 * 10.0 ** -decimals * scale, precise


def _inch_denominator(fraction: re.Match[str]) -> int:
    """How finely the fraction of an inch ``_INCH_FRACTION`` found divides it (½: 2)."""
    if fraction.group(3):
        return _VULGAR[fraction.group(3)]
    return max(1, int(fraction.group(2)))
