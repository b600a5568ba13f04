"""How precisely a physical measure is written, so that rounding is no disagreement.

"1,642 m" and "5,387 feet" are one depth: the feet are a conversion, rounded to the foot.
"78.4 °C" is 78.37 °C written to one decimal. Two measures of one dimension agree when they
differ by less than half the last digit of one written precisely: with decimals ("78.4")
or with at least three significant digits ("5,387 feet"). In two different units, one is a
restatement of the other when it rounds to it at its last non-zero place, up to 5% ("8 inches"
and "20 cm"); "1 t" is no rounding of 800 kg (a nominal figure), and "1.8 m" and "1,600 mm",
or "99.9%" and "99.95%", still differ.
Counts, sizes and percentages are exact units and never round. A duration is exact too
("2 weeks" is 14 days, never 15; "1 year" is not "365 days"), except when written with
decimals: "8.3 minutes" is 8 min 20 s written to a tenth of a minute.
The written step is ``written_steps``'s, approximation ``approximations``'s.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from workers.engine.approximations import (
    APPROXIMATE,
    APPROXIMATE_AFTER,
    APPROXIMATE_AT_MOST,
    APPROXIMATE_BEFORE,
    approximate,
)
from workers.engine.approximations import approximate_slack as _approximate_slack
from workers.engine.approximations import part_slack as _part_slack
from workers.engine.bounds import bound_agrees, bounded
from workers.engine.coarser import rounds_to_coarser
from workers.engine.compound_steps import last_unit_s
from workers.engine.numbers import SPELLED_NUMBER, parse_number
from workers.engine.scaled_money import scaled_money_agrees
from workers.engine.written_steps import MARGIN as _MARGIN
from workers.engine.written_steps import NUMBER as _NUMBER
from workers.engine.written_steps import ROUNDED_DIMENSIONS, written_step

if TYPE_CHECKING:  # values imports this module: compare, then rounding
    from workers.engine.values import Value

__all__ = ["APPROXIMATE", "APPROXIMATE_AFTER", "APPROXIMATE_BEFORE", "ROUNDED_DIMENSIONS",
           "approximate", "may_round", "relative_reach", "rounding_agrees", "written_step"]

CONVERSION = 0.01
"""A round figure within 1% of a precise measure in its unit is that measure rounded ("400 m"
for 399.94 m). Two units compare by ``_restated_reach`` instead ("80 km" and "50 miles")."""
AREA_RESTATED = 0.005
"""Two areas in different units agree within 0.5%: an area restated in another unit is
commonly converted from another published figure of the same extent (a re-survey, land or
total area), so "761,747 acres" and "1,187 sq mi" (0.3% apart) are one park's area. In one
unit two figures are two claims and compare at their written precision."""
_MARKED_FRACTION = re.compile(r"\d[/⁄]\d")
"""A written fraction ("1/3 in") is exact, as a number in words is: it rounds as the other
value is written ("0.33 of an inch")."""
_EXACTLY = 1.000001
"""Up to a whole unit inclusive, with room for binary fractions: "about 21 miles" and "about
20 miles" are one mile apart in metres (1609.344000000001 against a reach of 1609.344)."""


def may_round(value: Value) -> bool:
    """Can this value agree with a different one (a physical measure, an approximate or
    bounded quantity, one written with decimals, or a duration in several units)?"""
    return value.dimension in ROUNDED_DIMENSIONS or (value.field == "quantity" and (
        approximate(value) or bounded(value)
        or _DECIMALS.search(value.surface) is not None
        or _compound_half(value) > 0))


def _compound_half(value: Value) -> float:
    """Half the last unit of a duration written in several units ("24 h 40 min" is written
    to the minute: 30 s, ``compound_steps``), in seconds; 0 for any other value. Such a
    duration is the longer one rounded at its last unit ("24 h 39 min 35 s"), as a
    restatement is."""
    if value.dimension != "duration" or value.low is not None:
        return 0.0
    return last_unit_s(value.surface) / 2


_DECIMAL_ROUNDED = frozenset({"duration", "percent"})
"""Exact kinds that still round when written with decimals ("8.3 minutes", "78.08%")."""


_DECIMALS = re.compile(r"\d\.\d")


def _decimal_agrees(a: Value, b: Value, gap: float) -> bool:
    """Do two durations or percentages agree at the precision of one written with
    decimals ("8.3 minutes" and "8 min 20 s": 2 s apart, under half a tenth of a minute)?
    Whole ones never round."""
    halves = [half for half in (_decimal_half(a), _decimal_half(b)) if half]
    return bool(halves) and gap < max(halves) * _MARGIN


def _rounds_to_whole(a: Value, b: Value, gap: float) -> bool:
    """Is one value written with decimals and the other the whole number of two significant
    digits it rounds to ("87.97 days" and "88 days", "78.08%" and "78%")? One significant
    digit is a nominal figure ("1 t" is no rounding of 0.8 t)."""
    return any(_decimal_half(precise) and gap < _two_digit_half(whole) * _MARGIN
               for precise, whole in ((a, b), (b, a)))


def _two_digit_half(value: Value) -> float:
    """Half a unit of a value written as one whole number of two significant digits, in
    base units (a whole percentage in words counts as written in digits); 0 for any other."""
    numbers = list(_NUMBER.finditer(value.surface))
    if not numbers and value.dimension == "percent" and value.magnitude \
            and float(value.magnitude).is_integer():
        digits = str(int(value.magnitude))  # "seventy-eight percent" is written as 78
    elif len(numbers) != 1 or numbers[0].group(1) or not value.magnitude:
        return 0.0
    else:
        digits = numbers[0].group(0).replace(",", "")
    if len(digits.lstrip("0").rstrip("0")) != 2:
        return 0.0
    scale = 1.0 if value.dimension == "percent" else abs(value.magnitude / float(digits))
    return 0.5 * 10.0 ** (len(digits) - len(digits.rstrip("0"))) * scale


def _decimal_half(value: Value) -> float:
    """Half the last written decimal of a value written as one number with decimals, in
    base units; 0 for any other."""
    numbers = list(_NUMBER.finditer(value.surface))
    if len(numbers) != 1 or not numbers[0].group(1) or not value.magnitude:
        return 0.0
    written = float(numbers[0].group(0).replace(",", ""))
    return 0.5 * 10.0 ** -len(numbers[0].group(1)) * abs(value.magnitude / written)


def rounding_agrees(a: Value, b: Value) -> bool:
    """Do two measures of one dimension state one amount at the precision written, or
    does an approximate one cover the other?"""
    if a.dimension != b.dimension or a.magnitude is None or b.magnitude is None:
        return False
    if a.field == "money" and scaled_money_agrees(a, b):
        return True  # "$2.93m" and "$2,928,000" (``scaled_money``)
    if bound_agrees(a, b) or bound_agrees(b, a) or rounds_to_coarser(a, b):
        return True  # "over 60 m" and 63.4 m (``bounds``), "212 d" and 211.63 d (``coarser``)
    if a.dimension == "length" and (sea_miles(a, b) or sea_miles(b, a)):
        return True  # "606 nautical miles" and "six hundred and six miles"
    slack = max(_approximate_slack(a), _approximate_slack(b), _part_slack(a), _part_slack(b))
    if slack and abs(a.magnitude - b.magnitude) <= slack * _EXACTLY:
        return True  # "about 21 miles" and "about 20 miles": one whole mile, as written
    if (a.dimension in _DECIMAL_ROUNDED or a.dimension in ROUNDED_DIMENSIONS) \
            and _rounds_to_whole(a, b, abs(a.magnitude - b.magnitude)):
        return True
    if a.dimension in _DECIMAL_ROUNDED:
        gap = abs(a.magnitude - b.magnitude)
        return _decimal_agrees(a, b, gap) \
            or gap < max(_compound_half(a), _compound_half(b)) * _MARGIN
    step_a, step_b = written_step(a), written_step(b)
    gap = abs(a.magnitude - b.magnitude)
    if step_a is None or step_b is None:  # a number in words rounds as the other is written
        known, spelled = (step_b, a) if step_a is None else (step_a, b)
        if known is not None and a.dimension != "temperature" \
                and _round_words_agree(spelled, known[0], gap):
            return True  # "two hundred feet tall" and "61.11 m (200 ft 6 in)"
        return known is not None and known[2] != 0 and gap < known[1] * _MARGIN \
            and (not _NUMBER.search(spelled.surface) or _MARKED_FRACTION.search(spelled.surface)
                 is not None)
    same_unit = abs(step_a[0] - step_b[0]) <= 1e-9 * max(abs(step_a[0]), abs(step_b[0]))
    if not same_unit and a.dimension != "temperature" \
            and gap < max(_restated_reach(a, step_a), _restated_reach(b, step_b)) * _MARGIN:
        return True  # "8 inches (20 cm)": 20.32 cm rounded to the tens is 20
    if not same_unit and a.dimension == "area" \
            and gap <= AREA_RESTATED * max(abs(a.magnitude), abs(b.magnitude)):
        return True  # "761,747 acres" and "1,187 sq mi": one park, two surveys' conversions
    if same_unit and gap <= CONVERSION * max(abs(a.magnitude), abs(b.magnitude)) \
            and (_round_figure(a, step_a) or _round_figure(b, step_b)):
        return True  # "nearly 400 m" and "399.94 m"
    halves = [half for _, half, precise in (step_a, step_b) if precise != 0]
    return bool(halves) and gap < max(halves) * _MARGIN


def _round_words_agree(spelled: Value, unit: float, gap: float) -> bool:
    """Does a round number in words in another unit than ``unit`` (base units per the other
    value's written unit) cover an amount ``gap`` away, as a round figure in digits restated
    in another unit does (``_restated_reach``: "two hundred feet" covers half a hundred
    feet)? One unit, or a number in words that is not round, never does."""
    found = SPELLED_NUMBER.search(spelled.surface)
    number = parse_number(found.group(0)) if found is not None else None
    if not number or number != int(number) or int(number) % 10 or spelled.magnitude is None \
            or _NUMBER.search(spelled.surface):
        return False
    factor = spelled.magnitude / number
    if abs(factor - unit) <= 1e-9 * max(abs(factor), abs(unit)):
        return False  # one unit: two claims
    written = str(int(number))
    reach = 0.5 * abs(factor) * 10.0 ** (len(written) - len(written.rstrip("0")))
    return gap < min(reach, APPROXIMATE_AT_MOST * abs(spelled.magnitude)) * _MARGIN


def _restated_reach(value: Value, step: tuple[float, float, int]) -> float:
    """How far, in base units, another unit's amount may lie from ``value`` and still round
    to it as written: half a unit of its last non-zero place ("20 cm" covers 15 to 25 cm,
    "8.0 in" 7.95 to 8.05 in, "2,008 ft" a foot), a whole unit when it says it is
    approximate ("about 41 km"), never more than ``APPROXIMATE_AT_MOST`` of itself: "1 t" is
    no rounding of 800 kg, "1 mile" none of 1.5 km. Only for two different units: a
    restatement is rounded to what its writer thought sensible, while two figures in one
    unit ("612 m", "580 m") are two claims."""
    assert value.magnitude is not None
    half = step[1]
    numbers = list(_NUMBER.finditer(value.surface))
    if len(numbers) == 1 and not numbers[0].group(1):  # one whole number ("4 ft 9 in": inch)
        digits = numbers[0].group(0).replace(",", "")
        half *= 10.0 ** (len(digits) - len(digits.rstrip("0")))
    if approximate(value):
        half *= 2
    return min(abs(half), APPROXIMATE_AT_MOST * abs(value.magnitude))


def relative_reach(value: Value) -> float:
    """How coarsely a physical measure is written, relative to itself (``_restated_reach``
    over its magnitude): "20,310 ft" is finer than "6,190 m", "8.0 in" than "20 cm"; 1.0 for
    a value written otherwise."""
    step = written_step(value)
    if step is None or not value.magnitude:
        return 1.0
    return _restated_reach(value, step) / abs(value.magnitude)


def _round_figure(value: Value, step: tuple[float, float, int]) -> bool:
    """Is ``value`` a round figure: a whole number of fewer than ``MIN_SIGNIFICANT``
    significant digits ending in zero ("400 m", "30 km")? Within ``CONVERSION`` of a
    precise measure in its unit it is that measure rounded ("400 m" for 399.94 m); "30 km"
    and "31 km", 3 % apart, still differ."""
    found = _NUMBER.search(value.surface)
    return step[2] == 0 and found is not None and found.group(0).endswith("0")


_NAUTICAL = re.compile(r"\bnautical[^\S\n]+miles?\b|\bnmi\b|\bNM\b")
_MILES = re.compile(r"\bmiles?\b|\bmi\b", re.IGNORECASE)
_NAUTICAL_MILE_M = 1852.0
_MILE_M = 1609.344


def sea_miles(nautical: Value, miles: Value) -> bool:
    """Is ``nautical`` written in nautical miles and ``miles`` in plain miles of the same
    number ("606 nautical miles", "six hundred and six miles")? At sea "miles" are nautical
    miles, and a writer dropping the word states the same distance."""
    if nautical.magnitude is None or miles.magnitude is None \
            or not _NAUTICAL.search(nautical.surface) or _NAUTICAL.search(miles.surface) \
            or not _MILES.search(miles.surface) or "nautical" in miles.surface.lower():
        return False
    return abs(nautical.magnitude / _NAUTICAL_MILE_M - miles.magnitude / _MILE_M) < 1e-6 * (
        nautical.magnitude / _NAUTICAL_MILE_M)
