"""An amount stated per item is no rival of the total it multiplies.

"3,600 kW at 750 rpm each" and "2 × 3,600 kW" state what one engine gives; "7,200 kW in
total" states what the two give together. Both are true at once. Inside one comparison
group, an amount marked per item (a trailing "each" or "apiece" in its clause, or a
multiplier written just before it, "2 ×") whose value a whole number of times (2 to 12) is
another member's value of that field is set aside: the member keeps its other values.
An amount marked per item that no other amount multiplies stays, and compares as before.
Pure; quadratic only in the members that carry such a mark (few).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import replace

from schemas.types import FieldType
from workers.engine.fields.registry import tolerance_of
from workers.engine.members import Member
from workers.engine.values import Value, comparable, within

_FIELDS: tuple[FieldType, ...] = ("quantity", "money")
_EACH_AFTER = re.compile(r"[^,;.:!?()—–|·]{0,40}?\b(?:each|apiece)\b(?![ \t]+[a-z])", re.IGNORECASE)
"""After the amount, in its clause: "each" or "apiece" that no noun follows ("3,600 kW at
750 rpm each", not "€60 each way")."""
_TIMES_BEFORE = re.compile(r"\b\d{1,2}[ \t]*[×x][ \t]*\Z")
"""Just before the amount: a small multiplier ("2 × 3,600 kW", "4x")."""
_MULTIPLES = range(2, 13)


def per_item(member: Member, field: FieldType) -> bool:
    """Is ``member``'s value of ``field`` marked as the amount of one item?"""
    value = member.claim.values.get(field)
    if value is None or value.magnitude is None or value.low is not None:
        return False
    text = member.chunk.text
    end = value.start + len(value.surface)
    if text[value.start:end] != value.surface:
        return False
    return _EACH_AFTER.match(text, end) is not None \
        or _TIMES_BEFORE.search(text[max(0, value.start - 8):value.start]) is not None


def set_aside_items(members: Sequence[Member], tolerance: dict[str, float]) -> tuple[Member, ...]:
    """``members`` without each per-item amount that a whole multiple of is another
    member's value of the same field (the member kept, its other values unchanged)."""
    out = list(members)
    for field in _FIELDS:
        tol = tolerance_of(field, tolerance)
        marked = [i for i, m in enumerate(out) if per_item(m, field)]
        for index in marked:
            value = out[index].claim.values[field]
            if any(_multiplies(value, m.claim.values[field], tol)
                   for j, m in enumerate(out) if j != index and field in m.claim.values):
                out[index] = _without(out[index], field)
    return tuple(out)


def _multiplies(item: Value, total: Value, tol: float) -> bool:
    """Is ``total`` a whole number (2 to 12) of ``item``s?"""
    if not comparable(item, total) or total.magnitude is None or total.low is not None:
        return False
    assert item.magnitude is not None
    return any(within(item.magnitude * k, total.magnitude, tol) for k in _MULTIPLES)


def _without(member: Member, field: FieldType) -> Member:
    values = {f: v for f, v in member.claim.values.items() if f != field}
    claim = replace(member.claim, values=values)
    return Member.of(member.chunk, claim, member.order, member.authority)
