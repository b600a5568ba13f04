"""An amount stated per item is no rival of the total it multiplies.

"3,600 kW at 750 rpm each" and "2 × 3,600 kW" state what one engine gives; "7,200 kW in
total" states what the two give together. Both are true at once. Inside one comparison
group, an amount marked per item (a trailing "each" or "apiece" in its clause, or a
multiplier written just before it, "2 ×") whose value a whole number of times (2 to 12) is
another member's value of that field is set aside: the member keeps its other values. A
count of items its clause states before it ("24 boxes of six bottles each") is that
whole number, whatever its size: "six bottles" against "144 bottles" is one total; a count
needs no "each" after a plural ("in 4 groups of 5 letters" against "20 letters"). So is an
amount written as a modifier of the items a count before it counts ("three of its 30-day
months", "two 12-hour shifts"): it is one item's, and the count times it the total.
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
from workers.engine.numbers import NUMBER_PATTERN, parse_number
from workers.engine.values import Value, comparable, within

_FIELDS: tuple[FieldType, ...] = ("quantity", "money")
_EACH_AFTER = re.compile(r"[^,;.:!?()—–|·]{0,40}?\b(?:each|apiece)\b(?![ \t]+[a-z])", re.IGNORECASE)
"""After the amount, in its clause: "each" or "apiece" that no noun follows ("3,600 kW at
750 rpm each", not "€60 each way")."""
_TIMES_BEFORE = re.compile(r"\b\d{1,2}[ \t]*[×x][ \t]*\Z")
"""Just before the amount: a small multiplier ("2 × 3,600 kW", "4x")."""
_MULTIPLES = range(2, 13)
_ITEMS_OF = re.compile(rf"\b({NUMBER_PATTERN})[ \t]+[a-z]+[ \t]+of[ \t]+\Z", re.IGNORECASE)
"""Just before the amount: a count of items it is one of ("32 verses of four lines each")."""
_PARTS_OF = re.compile(rf"\b({NUMBER_PATTERN})[ \t]+[a-z][a-z'’-]*s[ \t]+of[ \t]+\Z",
                       re.IGNORECASE)
"""Just before a count, with no "each" after it: several parts that each hold it ("in 4
groups of 5 letters", "two teams of 11 players"); the plural says the parts are many."""
_COUNT_BEFORE = re.compile(
    rf"\b({NUMBER_PATTERN})[ \t]+(?:of[ \t]+(?:its|their|the|his|her)[ \t]+)?\Z",
    re.IGNORECASE)
"""Just before an amount written as a modifier: the count of the items it qualifies."""
_MODIFIER = re.compile(r"\d[\d.,]*-[a-z]")
"""An amount written as a modifier of the noun after it ("30-day", "12-hour")."""


def per_item(member: Member, field: FieldType) -> bool:
    """Is ``member``'s value of ``field`` marked as the amount of one item ("each", "×")?"""
    value = _written_value(member, field)
    if value is None:
        return False
    text = member.chunk.text
    return _EACH_AFTER.match(text, value.end) is not None \
        or _TIMES_BEFORE.search(text[max(0, value.start - 8):value.start]) is not None


def _written_value(member: Member, field: FieldType) -> Value | None:
    """``member``'s single amount of ``field``, when it lies in the text where it says."""
    value = member.claim.values.get(field)
    if value is None or value.magnitude is None or value.low is not None \
            or member.chunk.text[value.start:value.end] != value.surface:
        return None
    return value


def set_aside_items(members: Sequence[Member], tolerance: dict[str, float]) -> tuple[Member, ...]:
    """``members`` without each per-item amount that a whole multiple of is another
    member's value of the same field (the member kept, its other values unchanged)."""
    out = list(members)
    for field in _FIELDS:
        tol = tolerance_of(field, tolerance)
        for index, member in enumerate(tuple(out)):
            value = _written_value(member, field)
            if value is None:
                continue
            each, stated = per_item(member, field), _stated_items(member, value)
            multiples = (*(_MULTIPLES if each else ()), *((stated,) if stated else ()))
            if multiples and any(_multiplies(value, m.claim.values[field], tol, multiples)
                   for j, m in enumerate(out) if j != index and field in m.claim.values):
                out[index] = _without(out[index], field)
    return tuple(out)


def _stated_items(member: Member, value: Value) -> float | None:
    """The count of items written before ``value`` ("32 verses of" before "four lines
    each", "two of its" before "40-day"), if any."""
    text, before = member.chunk.text, member.chunk.text[max(0, value.start - 40):value.start]
    found = _ITEMS_OF.search(before) if _EACH_AFTER.match(text, value.end) else None
    if found is None and value.dimension.startswith("count"):
        found = _PARTS_OF.search(before)  # "4 groups of 5 letters": each group's count
    if found is None and _MODIFIER.match(value.surface):
        found = _COUNT_BEFORE.search(before)
    number = parse_number(found.group(1)) if found is not None else None
    return number if number is not None and number >= 2 else None


def _multiplies(item: Value, total: Value, tol: float, multiples: tuple[float, ...]) -> bool:
    """Is ``total`` one of ``multiples`` times ``item``?"""
    if not comparable(item, total) or total.magnitude is None or total.low is not None:
        return False
    assert item.magnitude is not None
    return any(within(item.magnitude * k, total.magnitude, tol) for k in multiples)


def _without(member: Member, field: FieldType) -> Member:
    values = {f: v for f, v in member.claim.values.items() if f != field}
    claim = replace(member.claim, values=values)
    return Member.of(member.chunk, claim, member.order, member.authority)
