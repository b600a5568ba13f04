"""Money written with a scale word is rounded at its last written digit.

"$2.93m" is $2,928,000 written to the ten thousand, "$2.9 million" to the hundred thousand:
all three are one price. Invariants: only an amount in digits followed by a scale word
("m", "million", "bn", "k", …) rounds; it must carry at least two significant digits ("$3
million" is a nominal figure, no rounding of $2.6 million), and the other amount must be
written more precisely (more significant digits), so two rounded figures never stretch
each other. Exact prices ("$2.93" and "$2.9") never round.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from workers.engine.written_steps import MARGIN, NUMBER

if TYPE_CHECKING:  # values imports precision, which imports this module
    from workers.engine.values import Value

_SCALED = re.compile(
    rf"(?:{NUMBER.pattern})\s?(?:m|bn|k|[KMB]|BN|thousand|million|billion|mn|mln)\b")
_MIN_SIGNIFICANT = 2


def _significant(digits: str) -> int:
    """Significant digits of a number written in digits ("2.90" has 2: a trailing zero
    after the point adds no reach here, as "2,900,000" has none)."""
    return len(digits.replace(",", "").replace(".", "").lstrip("0").rstrip("0"))


def _written(value: Value) -> tuple[str, bool] | None:
    """The one number ``value``'s surface writes, and whether a scale word follows it."""
    numbers = [found.group(0) for found in NUMBER.finditer(value.surface)]
    if len(numbers) != 1:
        return None
    return numbers[0], _SCALED.search(value.surface) is not None


def scaled_money_agrees(a: Value, b: Value) -> bool:
    """Does one money amount, written with a scale word, round the other, written with more
    significant digits, at its last written digit?"""
    if a.magnitude is None or b.magnitude is None or a.low is not None or b.low is not None:
        return False
    gap = abs(a.magnitude - b.magnitude)
    written_a, written_b = _written(a), _written(b)
    if written_a is None or written_b is None:
        return False
    for (rounded, scaled), (precise, _), magnitude in ((written_a, written_b, a.magnitude),
                                                        (written_b, written_a, b.magnitude)):
        places = _significant(rounded)
        if not scaled or places < _MIN_SIGNIFICANT or _significant(precise) <= places:
            continue
        number = float(rounded.replace(",", ""))
        if not number:
            continue
        decimals = len(rounded.partition(".")[2])
        half = 0.5 * 10.0 ** -decimals * abs(magnitude / number)
        if gap < half * MARGIN:
            return True
    return False
