"""Compound masses: stones and then pounds, pounds and then ounces are one weight.

"14 stone 4 lb" (= "14 st 4 lb") is 200 lb, "7 lb 8 oz" is 7.5 lb: British body weights and
birth weights are written this way. Read apart, only the last part is read ("4 lb"), a
wrong value (the stones read as a count of "stone", or not at all after "st"). A smaller
part joins only when nothing but spaces or "and" stands between the two, and only when it
is less than one of the unit before it (pounds under 14, ounces under 16).
"""

from __future__ import annotations

import re

from workers.engine.numbers import format_number
from workers.engine.values import Value

STONE_G = 6350.29318
POUND_G = 453.59237
_STONES = re.compile(
    r"(?<![\w.,])(\d{1,3}(?:\.\d+)?)[^\S\n]?(?:stones?|st)[^\S\n]+(?:and[^\S\n]+)?$",
    re.IGNORECASE,
)
"""Stones right before a pounds part ("14 stone ", "12 st and ")."""
_POUNDS = re.compile(r"(\d{1,2}(?:\.\d+)?)[^\S\n]?(?:lbs?|pounds?)$", re.IGNORECASE)
_OUNCES = re.compile(r"(\d{1,2}(?:\.\d+)?)[^\S\n]?(?:oz|ounces?)$", re.IGNORECASE)
_BETWEEN = re.compile(r"[^\S\n]+(?:and[^\S\n]+)?")
_WINDOW = 20


def with_stones(value: Value, text: str) -> Value:
    """``value`` (a pounds mass of ``text``) with the stones written right before it ("14
    stone 4 lb": 200 lb in grams); ``value`` itself when none stand there or the pounds are
    14 or more."""
    pounds = _POUNDS.match(value.surface)
    if value.dimension != "mass" or pounds is None or float(pounds.group(1)) >= 14:
        return value
    before = max(0, value.start - _WINDOW)
    stones = _STONES.search(text, before, value.start)
    if stones is None:
        return value
    grams = round(float(stones.group(1)) * STONE_G + float(pounds.group(1)) * POUND_G, 6)
    return Value("quantity", f"{format_number(grams)} g", text[stones.start() : value.end],
                 stones.start(), "mass", grams)


def with_ounces(first: Value, second: Value, text: str) -> Value | None:
    """``first`` (a mass ending in pounds) and ``second`` (ounces under 16 right after it,
    only spaces or "and" between) as one mass ("7 lb 8 oz"); else None."""
    if first.dimension != "mass" or second.dimension != "mass" or first.magnitude is None \
            or not re.search(r"(?:lbs?|pounds?)$", first.surface, re.IGNORECASE):
        return None
    ounces = _OUNCES.fullmatch(second.surface)
    if ounces is None or float(ounces.group(1)) >= 16 \
            or _BETWEEN.fullmatch(text, first.end, second.start) is None:
        return None
    grams = round(first.magnitude + float(ounces.group(1)) * POUND_G / 16, 6)
    return Value("quantity", f"{format_number(grams)} g", text[first.start : second.end],
                 first.start, "mass", grams)
