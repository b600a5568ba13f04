"""A measurement's tolerance is no value: "5,730 ± 40 years" states 5,730 years.

"X ± Y unit", "X +/- Y unit", "X (± Y) unit" and "X ±Y%" write the value X with its
uncertainty Y; the unit after Y is X's. Read first (before every extractor), each such
notation yields X with that unit as one quantity spanning the whole notation (the range
X - Y to X + Y, shown as X: "about 5,700 years" is inside "5,730 ± 40 years"), or, when no
unit follows or X carries its own ("12.3 m ± 0.2 m"), only takes the tolerance so no
extractor reads Y. A sign with no number right before it ("repeatability ±0.02 mm", a
table's "% ±" column) is a value of its own and is left alone. Each sign costs a bounded
look after it, so the work is linear in the text.
"""

from __future__ import annotations

import re

from workers.engine.fields import quantity
from workers.engine.fields.scan import Scan
from workers.engine.fields.spans import Taken
from workers.engine.numbers import DIGIT_NUMBER_PATTERN, format_number, parse_number
from workers.engine.values import Value

_NOTATION = re.compile(
    rf"(?<![\w.,$€£¥/-])(?P<x>{DIGIT_NUMBER_PATTERN})"
    r"(?P<unit>[^\S\n]?(?:%|°[^\S\n]?[cf]|[a-zµ]{1,12}))?(?P<open>[^\S\n]?\()?[^\S\n]?"
    r"(?P<sign>±|\+/[-−]|\+-)"
    rf"[^\S\n]?[$€£¥]?(?P<y>{DIGIT_NUMBER_PATTERN})(?P<close>(?(open)[^\S\n]?\)))"
)
"""X (with its unit, if written), the sign and Y: found in one pass of the regex engine, so
a text of signs without numbers costs no Python work per sign."""
_WINDOW = 40
"""How far after the tolerance X's unit may end."""


def extract(text: Scan, taken: Taken) -> list[Value]:
    """X with the unit written after its tolerance, as one quantity; every tolerance taken."""
    if "±" not in text.text and "+/" not in text.text and "+-" not in text.text:
        return []
    found: list[Value] = []
    lower = text.lower
    for notation in _NOTATION.finditer(lower):
        if taken.full:
            break
        end = notation.end()
        if taken.overlaps(notation.start(), end):
            continue
        carried = None if notation.group("unit") else _carried(
            text.text, notation, parse_number(notation.group("y")), end)
        if carried is not None:
            taken.add(carried.start, carried.end)
            found.append(carried)
            continue
        tolerance = quantity.PATTERN.match(lower, notation.start("y"))
        if notation.group("close"):
            tolerance = None  # "(± 40)": the parenthesis closes the tolerance
        taken.add(notation.start("sign"),
                  max(end, tolerance.end() if tolerance is not None else end))
    return found


def _carried(original: str, before: re.Match[str], tolerance: float | None, end: int
             ) -> Value | None:
    """X read with the unit that follows its tolerance, as the range X - Y to X + Y (a
    value inside it states no other answer: ``values.overlaps``) shown as X; None when no
    unit follows."""
    number = before.group("x")
    rest = original[end : end + _WINDOW]
    value = quantity.reread_prefix(number + rest)
    x = parse_number(number)
    if value is None or value.end <= len(number) or x is None or tolerance is None:
        return None
    unit_end = end + value.end - len(number)
    value.start = before.start("x")
    value.surface = original[value.start : unit_end]
    low = quantity.reread_prefix(format_number(x - tolerance) + rest)
    high = quantity.reread_prefix(format_number(x + tolerance) + rest)
    if 0 < tolerance < x and low is not None and high is not None \
            and low.magnitude is not None and high.magnitude is not None:
        value.low, value.magnitude = low.magnitude, high.magnitude
    return value
