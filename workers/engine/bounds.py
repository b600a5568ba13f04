"""A bound written before an amount ("over 60 metres", "under 6 hours", "fewer than forty"),
and whether another, plain amount of the same measure satisfies it.

A bound before a round figure says on which side of it the value lies and, by the figure's
rounding, how far: "over 60 m" is 60-something metres, "under 6 hours" five-and-some hours.
So a bound reaches one unit of its figure's last non-zero place past the figure (60 to 70 m,
5 to 6 hours, "fewer than forty" 30 to 40), never more than ``BOUND_AT_MOST`` of it: a
value further away would have been written with the next round figure ("over 90 m",
"nearly 100"). Only a finer figure is described so ("over 60 m" and 63.4 m agree; "over 60 m"
and "65 m" are two claims), and only by the loose words "over", "more than", "under", "less
than", "fewer than", "nearly", "almost", and the emphatic "easily", "well over" (which reach
up to half the figure, ``WELL_ABOVE_AT_MOST``): a limit ("at least 42 in", "up to 97 keys",
"above 100 are rejected") is a rule, no rounding, and still differs. Read from the value's
own surface: ``claims`` joins the bound word to it (``with_bound``).
"""

from __future__ import annotations

import re
from dataclasses import replace
from typing import TYPE_CHECKING

from workers.engine.numbers import SPELLED_NUMBER, format_number, parse_number
from workers.engine.written_steps import written_step

if TYPE_CHECKING:  # values imports precision, which imports this module
    from workers.engine.values import Value

_ABOVE = r"over|more than"
_BELOW = r"under|less than|fewer than|nearly|almost"
_WELL_ABOVE = r"easily over|easily|well over"
BOUND_BEFORE = re.compile(rf"\b(?:{_WELL_ABOVE}|{_ABOVE}|{_BELOW})\s+$", re.IGNORECASE)
"""A loose bound word just before an amount (limits such as "at least" are no bound here)."""
_BOUND = re.compile(rf"(?:(?P<well>{_WELL_ABOVE})|(?P<above>{_ABOVE})|(?P<below>{_BELOW}))\s+",
                    re.IGNORECASE)
_NUMBER = re.compile(r"\d(?:[\d,]*\d)?(?:\.(\d+))?")
BOUND_AT_MOST = 0.2
"""A bound reaches at most a fifth of its figure past it ("over 100" covers 100 to 120)."""
WELL_ABOVE_AT_MOST = 0.5
"""An emphatic lower bound ("easily 20 m", "well over 300 km") says the amount lies clearly
past its figure, as far as the next round figure at its place and at most half the figure
further: "easily 20 m" covers 20 to 30 m, so it agrees with a maximum of 25 m."""


def bound_agrees(bounded: Value, plain: Value) -> bool | None:
    """Does ``plain`` satisfy the bound ``bounded`` states, within its reach (module
    docstring)? None when ``bounded`` states no bound or either has no single magnitude."""
    found = _BOUND.match(bounded.surface)
    if found is None or bounded.magnitude is None or plain.magnitude is None \
            or bounded.low is not None or plain.low is not None or _BOUND.match(plain.surface):
        return None
    edge, other = bounded.magnitude, plain.magnitude
    if _place(plain) >= _place(bounded):
        return False  # a limit against another figure as round: two claims
    at_most = WELL_ABOVE_AT_MOST if found.lastgroup == "well" else BOUND_AT_MOST
    reach = min(_place(bounded), at_most * abs(edge))
    if found.lastgroup in ("above", "well"):
        return edge < other <= edge + reach
    return edge - reach <= other < edge


def _place(value: Value) -> float:
    """One unit of the last non-zero place of the figure, in base units ("60 m": 10 m,
    "6 hours": 1 hour, "63.4 m": 0.1 m); for a number in words, of that number in its unit
    ("four feet": a foot), else of its magnitude."""
    assert value.magnitude is not None
    if len(_NUMBER.findall(value.surface)) == 2 and (step := written_step(value)) is not None:
        return 2 * step[1]  # "4 ft 3 in": written to the inch
    found = _NUMBER.search(value.surface)
    spelled = SPELLED_NUMBER.search(value.surface) if found is None else None
    number = parse_number(spelled.group(0)) if spelled is not None else None
    if found is None and number and value.magnitude:  # "over four feet": the foot
        digits, scale = format_number(number), abs(value.magnitude / number)
    elif found is None:
        digits, scale = repr(abs(value.magnitude)).removesuffix(".0"), 1.0
    else:
        digits = found.group(0).replace(",", "")
        written = float(digits)
        scale = abs(value.magnitude / written) if written else 1.0
    whole, _, decimals = digits.partition(".")
    if decimals:
        return 10.0 ** -len(decimals) * scale
    return 10.0 ** (len(whole) - len(whole.rstrip("0"))) * scale


def bounded(value: Value) -> bool:
    """Does ``value``'s surface open with a bound word ("over 60 metres")?"""
    return _BOUND.match(value.surface) is not None


def with_bound(snippet: str, offset: int, value: Value) -> Value:
    """``value`` with the bound word written just before it in ``snippet`` (a sentence
    starting near ``offset`` in the chunk) opening its surface ("over 60 metres", "just
    under £100"); ``value`` itself when none is, when it is no quantity or money, or when it
    is not found where its offset says (within ``_SLIP`` characters: a sentence's offset may
    skip its leading space)."""
    if value.field not in ("quantity", "money") or bounded(value):
        return value
    return with_word_before(snippet, offset, value, BOUND_BEFORE)


def with_word_before(snippet: str, offset: int, value: Value, before: re.Pattern[str]) -> Value:
    """``value`` with the word ``before`` finds within 16 characters before it in ``snippet``
    (a sentence starting near ``offset``) opening its surface, its start moved to match;
    ``value`` itself when there is none or when it is not found where its offset says
    (within ``_SLIP`` characters). Shared by bound words and approximation words
    (``approximated``)."""
    near = value.start - offset
    local = snippet.find(value.surface, max(0, near - _SLIP))
    if local < 0 or abs(local - near) > _SLIP:
        return value
    found = before.search(snippet, max(0, local - 16), local)
    if found is None:
        return value
    return replace(value, surface=snippet[found.start():local] + value.surface,
                   start=value.start - (local - found.start()))


_SLIP = 4
