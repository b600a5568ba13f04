"""A value written less precisely than another of the same measure, and equal to it rounded.

"212 days" is 211.63 days rounded to the day, "3.4 hours" is 3.35 hours rounded to a tenth
(half up), "2.6 million" is 2,581,000 rounded to a tenth of a million. A careful reader takes
each pair as one value. The coarser value's precision is read from its own digits: its decimals
("3.4": a tenth), or, for a whole number of at least two significant digits, its last non-zero
place ("212": a unit; "140": ten). A whole number of one significant digit is a nominal figure
("2 hours" is no rounding of 2.4 hours), unless it is a physical measure an approximation word
marks ("about 2 million km" is 2.2 million km rounded; within ``ONE_DIGIT_REACH``). The finer
value must be written more precisely: with decimals, or in a smaller scale ("2,581,000" against
"2.6 million"); two whole numbers ("28 days" and "29 days", "140" and "137") are two claims. A
duration written in several parts is written to its last part ("84 days, 1 hour, 15 minutes":
the minute), so it is finer than "84 days", which it rounds to. Money never rounds ("$299" is
no "$300"); temperatures are left to ``precision``.

A physical measure written as a whole number whose last digit is the unit ("45 metres")
also agrees with a finer one it truncates ("45.5 m", "45.9 m"): writers drop a measure's
decimals as often as they round them, so a careful reader takes "45 m" as 45.x m. Only the
decimals are dropped this way (``TRUNCATED``): "140 m" is no truncation of 149.5 m, "45 m" none
of 46.2 m, and counts, durations and percentages round only, save a number of years, which
counts complete years ("reigned 63 years" for 63 years and 7 months). A whole number in
words is written as precisely as its digits ("sixty-three years" as "63 years"), or to its
scale word when it ends on one ("six hundred forty-one thousand" to the thousand).
"""

from __future__ import annotations

import re
from decimal import ROUND_DOWN, ROUND_HALF_UP, Decimal, InvalidOperation
from typing import TYPE_CHECKING

from workers.engine.approximations import approximate
from workers.engine.compound_steps import last_unit_s
from workers.engine.fields.durations import MONTH_S
from workers.engine.numbers import SPELLED_NUMBER, parse_number

if TYPE_CHECKING:  # values imports precision, which imports this module
    from workers.engine.values import Value

_NUMBER = re.compile(r"\d(?:[\d,]*\d)?(?:\.\d+)?")
"""A whole number in words opening a value ("sixty-three years"): written as its digits."""
YEAR_S = 12 * MONTH_S
TRUNCATED = frozenset({"length", "area", "mass", "volume", "speed", "power", "torque"})
"""Physical measures whose decimals a writer may drop ("45 metres" for 45.5 m); the same as
``precision.ROUNDED_DIMENSIONS`` but temperature, which ``precision`` compares itself."""


_SPELLED_SCALE = re.compile(r"(?:thousand|million)$", re.IGNORECASE)
"""A spelled-out number ending on its scale word is written in that scale, as "2.6 million"
is: "one million six hundred forty-one thousand" is written to the thousand."""


def _written(value: Value, fine: bool = False) -> tuple[Decimal, float] | None:
    """(the one number written in digits, base units per written unit) of a single
    quantity; when ``fine``, a duration in several parts too, as a whole number of its last
    part's unit (``compound_steps``: "84 days, 1 hour, 15 minutes" is 121,035 minutes);
    None for any other value."""
    if value.field != "quantity" or value.magnitude is None or value.low is not None \
            or value.dimension == "temperature":
        return None
    numbers = _NUMBER.findall(value.surface)
    unit = last_unit_s(value.surface) if fine and value.dimension == "duration" else 0.0
    if unit:
        parts = round(value.magnitude / unit, 6)
        return (Decimal(int(parts)), unit) if parts.is_integer() and parts else None
    if not numbers and (spelled := SPELLED_NUMBER.match(value.surface)) is not None:
        number = parse_number(spelled.group(0))  # "sixty-three years" is written as 63
        numbers = [f"{number:g}"] if number is not None and number.is_integer() else []
        scale = _SPELLED_SCALE.search(spelled.group(0))
        if numbers and number and scale is not None:  # "… forty-one thousand": in thousands
            size = 1000.0 if scale.group(0).lower() == "thousand" else 1e6
            numbers = [f"{number / size:.6g}"] if number % size == 0 else numbers
    if len(numbers) != 1:
        return None
    written = Decimal(numbers[0].replace(",", ""))
    if not written:
        return None
    return written, value.magnitude / float(written)


def _completed_years(fine: Value, coarse_scale: float) -> bool:
    """Is the coarse figure a number of years and ``fine`` a duration? Years are counted
    complete ("reigned 63 years" for 63 years and 7 months), so they may truncate."""
    return fine.dimension == "duration" and abs(coarse_scale - YEAR_S) <= 1e-6 * YEAR_S


ONE_DIGIT_REACH = 0.15
"""How far an approximate one-digit measure reaches as a rounding, relative to the larger of
the two values: three times an ordinary approximate figure's 5 % (``approximations``), so
"about 2 million km" holds 2.25 million km but "about 1 t" is still no 800 kg."""


def _approximate_step(value: Value, written: Decimal) -> Decimal | None:
    """The place of a physical measure's one significant digit when an approximation word
    says it is rounded ("about 2 million km": the million), else None: "about" takes the
    figure out of the nominal ones, so it is a rounding at that digit (half up, never a
    truncation: "about 6 m" is no 6.9 m)."""
    if value.dimension not in TRUNCATED or not approximate(value):
        return None
    digits = str(written)
    return Decimal(1).scaleb(len(digits) - len(digits.rstrip("0")))


def _step(written: Decimal) -> Decimal | None:
    """The place ``written`` is rounded at (module docstring); None for a nominal figure."""
    exponent = written.as_tuple().exponent
    assert isinstance(exponent, int)
    if exponent < 0:
        return Decimal(1).scaleb(exponent)
    digits = str(written)
    if len(digits.strip("0")) < 2:
        return None
    return Decimal(1).scaleb(len(digits) - len(digits.rstrip("0")))


def rounds_to_coarser(a: Value, b: Value) -> bool:
    """Is one of ``a`` and ``b`` written more precisely and, rounded half up at the
    other's precision, equal to it?"""
    if a.dimension != b.dimension or a.magnitude is None or b.magnitude is None:
        return False
    if abs(a.magnitude - b.magnitude) > 0.500001 * max(abs(a.magnitude), abs(b.magnitude)):
        return False  # a coarse figure's step is at most itself: half a step is the reach
    return _rounds(a, b) or _rounds(b, a)


def _rounds(fine: Value, coarse: Value) -> bool:
    written_fine, written_coarse = _written(fine, fine=True), _written(coarse)
    if written_fine is None or written_coarse is None or fine.magnitude is None:
        return False
    (fine_digits, fine_scale), (coarse_digits, coarse_scale) = written_fine, written_coarse
    step = _step(coarse_digits)
    nominal = step is None  # only "about" makes it a rounding: never cut
    if nominal and coarse.magnitude is not None and abs(fine.magnitude - coarse.magnitude) \
            > ONE_DIGIT_REACH * max(abs(fine.magnitude), abs(coarse.magnitude)):
        return False
    step = step or _approximate_step(coarse, coarse_digits)
    fine_exponent = fine_digits.as_tuple().exponent
    assert isinstance(fine_exponent, int)
    if step is None or not (fine_exponent < 0 or fine_scale < coarse_scale * 0.999):
        return False
    if Decimal(1).scaleb(fine_exponent) * Decimal(repr(fine_scale)) \
            >= step * Decimal(repr(coarse_scale)):
        return False  # not written more precisely
    try:
        in_coarse = Decimal(repr(round(fine.magnitude / coarse_scale, 9)))
        if in_coarse.quantize(step, rounding=ROUND_HALF_UP) == coarse_digits:
            return True
        return step == 1 and not nominal \
            and (fine.dimension in TRUNCATED or _completed_years(fine, coarse_scale)) \
            and in_coarse.quantize(step, rounding=ROUND_DOWN) == coarse_digits
    except InvalidOperation:
        return False
