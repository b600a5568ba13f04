"""How an amount says it is approximate, and how far an approximate amount reaches.

Reads one value's surface, field, dimension and magnitude. Invariants: an approximate value
("about 45 m", "45 m or so") or a coarse part of one unit in words ("a third of a mile")
reaches at most ``APPROXIMATE_AT_MOST`` of itself; any other value reaches nothing (0).
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from workers.engine.written_steps import NUMBER, ROUNDED_DIMENSIONS

if TYPE_CHECKING:  # values imports precision, which imports this module
    from workers.engine.values import Value

APPROXIMATE_WORDS = (r"about|around|approximately|approx\.|roughly|some|circa|an estimated"
                     r"|estimated|maybe|perhaps|just (?:under|over|below|above)")
"""The words that say an amount is approximate ("~" and "≈" say it too). A hedge ("maybe
10 feet", "perhaps 30 km") says so as "about" does: the writer guesses a round figure."""
APPROXIMATE = re.compile(rf"(?:{APPROXIMATE_WORDS}|~|≈)\s*", re.IGNORECASE)
"""How an answer says it is approximate; ``slots`` keeps the word in the value's surface."""
APPROXIMATE_BEFORE = re.compile(rf"(?:\b(?:{APPROXIMATE_WORDS})|~|≈)\s*$", re.IGNORECASE)
"""The same word just before an amount ("about 24,000"), searched for by ``slots``."""
APPROXIMATE_AFTER = re.compile(r"[^\S\n]+or[^\S\n]+(?:so|thereabouts)\b", re.IGNORECASE)
"""An approximation said after an amount ("a mile or so", "45 metres or thereabouts"), matched
right after it; ``slots`` and ``approximated`` join it to the value's surface."""
_SAID_AFTER = re.compile(r"[^\S\n]or[^\S\n]+(?:so|thereabouts)$", re.IGNORECASE)


def approximate(value: Value) -> bool:
    """Does ``value``'s surface say it is approximate, before it ("about 45 m") or after it
    ("45 m or so")? Either covers as much (``APPROXIMATE_AT_MOST``)."""
    return APPROXIMATE.match(value.surface) is not None \
        or _SAID_AFTER.search(value.surface) is not None


APPROXIMATE_AT_MOST = 0.05
"""An approximate value covers a whole unit of its last significant digit either way (saying
"about" or "≈" says the figure may be off by more than its rounding: "≈ 499 s" and "8 min
20 s"), at most 5% of itself: "about 24,000" agrees with 24,310 and 24,900; "about 10,000"
does not agree with 12,000. One in words ("about seven and a half minutes") covers 5%."""


def approximate_slack(value: Value) -> float:
    """How far an approximate quantity reaches, in base units (0 when it is not one)."""
    if value.field != "quantity" or value.magnitude is None or not approximate(value):
        return 0.0
    found = NUMBER.search(value.surface)
    if found is None:  # "about seven and a half minutes": its unit's place is unwritten
        return APPROXIMATE_AT_MOST * abs(value.magnitude)
    digits = found.group(0).replace(",", "")
    whole, _, decimals = digits.partition(".")
    place = 10.0 ** -len(decimals) if decimals else 10.0 ** (len(whole) - len(whole.rstrip("0")))
    written = float(digits)
    scale = value.magnitude / written if written and value.dimension != "temperature" else 1.0
    return min(place * abs(scale), APPROXIMATE_AT_MOST * abs(value.magnitude))


_SPELLED_PART = re.compile(
    r"(?:(?:a|an|one)[^\S\n]+(?:third|quarter|fifth)[^\S\n]+of|half)[^\S\n]+an?[^\S\n]",
    re.IGNORECASE)
"""A coarse fraction of one unit in words ("a third of a mile", "half a kilometre"): a round
figure such as "about" writes, covering ``APPROXIMATE_AT_MOST`` of itself (536 m is "a third
of a mile", and so is 530 m); finer parts ("one seventy-second of an inch") stay exact."""


def part_slack(value: Value) -> float:
    """How far a measure written as a coarse part of one unit reaches (``_SPELLED_PART``),
    in base units; 0 for any other value."""
    if value.dimension not in ROUNDED_DIMENSIONS or value.magnitude is None \
            or not _SPELLED_PART.match(value.surface):
        return 0.0
    return APPROXIMATE_AT_MOST * abs(value.magnitude)
