"""A table row whose leading cells state another size than the question's is another item.

"Lavender oil (50 ml) | £32" beside "Lavender oil (10 ml) | £9.95" for "How much is a 10 ml
bottle of lavender oil?": the question states its case's size (``qualifiers.question_values``),
and a row whose cells before the value state a measure of that dimension, none of that size,
prices another item of the range: its value answers nothing.

Invariant: only a value in a later cell of a piped line is judged, only on measures of a
dimension the question states, never on periods ("Rescue dogs adopted in the last 6 months |
£85" states a condition, not the six-week course's length); a row stating the question's
size among others, or no measure of that dimension, is left as it is. Pure: reads the
chunk's reading only.
"""

from __future__ import annotations

from collections.abc import Sequence

from workers.engine.questions import Slot, family
from workers.engine.values import Value


def other_size_row(text: str, start: int, values: Sequence[Value], slot: Slot) -> bool:
    """Is the cell at ``start`` (in ``text``, whose values are ``values``) a later cell of a
    row whose leading cells state only other sizes of a dimension ``slot`` states?"""
    if not slot.qualifiers:
        return False
    line_start = text.rfind("\n", 0, start) + 1
    if "|" not in text[line_start:start]:
        return False
    sizes = [v for v in values if line_start <= v.start < start and v.magnitude is not None
             and family(v) != "duration"
             and any((q[0], q[1]) == (v.field, v.dimension) for q in slot.qualifiers)]
    return bool(sizes) and not any(
        _same(v.magnitude or 0.0, q[2]) for v in sizes for q in slot.qualifiers
        if (q[0], q[1]) == (v.field, v.dimension))


def _same(a: float, b: float) -> bool:
    return abs(a - b) <= 1e-9 * max(abs(a), abs(b), 1.0)
