"""A bound written before an amount ("over 80 metres", "under 8 hours", "fewer than sixty"),
and whether another, plain amount of the same measure satisfies it.

A bound before a round figure says on which side of it the value lies and, by the figure's
rounding, how far: "over 80 m" is 80-something metres, "under 8 hours" seven-and-some hours.
So a bound reaches one unit of its figure's last non-zero place past the figure (80 to 90 m,
7 to 8 hours, "fewer than sixty" 50 to 60), never more than ``BOUND_AT_MOST`` of it: a
value further away would have been written with the next round figure ("over 90 m",
"nearly 100"). Only a finer figure is described so ("over 80 m" and 82.5 m agree; "over 80 m"
and "85 m" are two claims), and only by the loose words "over", "more than", "under", "less
than", "fewer than", "nearly", "almost": a limit ("at least 42 in", "up to 97 keys", "above 100
are rejected") is a rule, no rounding, and still differs. Read from the value's own surface:
``claims`` joins the bound word to it (``with_bound``).
"""

from __future__ import annotations

import re
from dataclasses import replace
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # values imports precision, which imports this module
    from workers.engine.values import Value

_ABOVE = r"over|more than"
_AT_LEAST = r"(?!)"  # limits are rules (module docstring): no word reads as one
_BELOW = r"under|less than|fewer than|nearly|almost"
_AT_MOST = r"(?!)"
BOUND_BEFORE = re.compile(
    rf"\b(?:{_ABOVE}|{_AT_LEAST}|{_BELOW}|{_AT_MOST})\s+$", re.IGNORECASE)
"""A bound word just before an amount, searched for by ``slots``."""
_BOUND = re.compile(
    rf"(?:(?P<above>{_ABOVE})|(?P<at_least>{_AT_LEAST})|(?P<below>{_BELOW})"
    rf"|(?P<at_most>{_AT_MOST}))\s+", re.IGNORECASE)
_NUMBER = re.compile(r"\d(?:[\d,]*\d)?(?:\.(\d+))?")
BOUND_AT_MOST = 0.2
"""A bound reaches at most a fifth of its figure past it ("over 100" covers 100 to 120)."""


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
    reach = min(_place(bounded), BOUND_AT_MOST * abs(edge))
    kind = found.lastgroup
    if kind == "above":
        return edge < other <= edge + reach
    if kind == "at_least":
        return edge <= other <= edge + reach
    if kind == "below":
        return edge - reach <= other < edge
    return edge - reach <= other <= edge


def _place(value: Value) -> float:
    """One unit of the last non-zero place of the figure, in base units ("80 m": 10 m,
    "8 hours": 1 hour, "82.5 m": 0.1 m); for a number in words, of its magnitude."""
    assert value.magnitude is not None
    found = _NUMBER.search(value.surface)
    if found is None:
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
    """Does ``value``'s surface open with a bound word ("over 80 metres")?"""
    return _BOUND.match(value.surface) is not None


def with_bound(snippet: str, offset: int, value: Value) -> Value:
    """``value`` with the bound word written just before it in ``snippet`` (a sentence
    starting near ``offset`` in the chunk) opening its surface ("over 80 metres"); ``value``
    itself when none is, when it is no quantity, or when it is not found where its offset
    says (within ``_SLIP`` characters: a sentence's offset may skip its leading space)."""
    if value.field != "quantity" or bounded(value):
        return value
    near = value.start - offset
    local = snippet.find(value.surface, max(0, near - _SLIP))
    if local < 0 or abs(local - near) > _SLIP:
        return value
    found = BOUND_BEFORE.search(snippet, max(0, local - 16), local)
    if found is None:
        return value
    return replace(value, surface=snippet[found.start():local] + value.surface,
                   start=value.start - (local - found.start()))


_SLIP = 4
