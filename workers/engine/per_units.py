"""An amount stated without its period takes the period of the same amount stated with one.

Money is compared only within one per-unit ("£350 per weekend" and "£120 per day" measure
different things), but an amount without one ("goes up to £350") is compared with any: its
unit is unknown, not different. Inside one comparison group, when the unknown amount equals
amounts stated per exactly one period ("£350 per weekend"), the text has told what it is per,
and it is compared as that: with "£350 per weekend" it agrees, and "£120 per day" is no
longer set against it. An amount equal to none, or to amounts of several units, stays
unknown and compared with every one, as before. Pure; linear in the group per field.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from schemas.types import FieldType
from workers.engine.fields.registry import ENTRY, tolerance_of
from workers.engine.members import Member
from workers.engine.values import Value, differs


def settle_units(members: Sequence[Member], tolerance: dict[str, float]) -> tuple[Member, ...]:
    """``members`` with each unit-less amount of an ``any_unit`` field given the one
    per-unit that equal amounts of the group are stated in (members unchanged otherwise)."""
    out = list(members)
    for field in {f for m in members for f in m.claim.values if ENTRY[f].any_unit}:
        tol = tolerance_of(field, tolerance)
        with_unit = [m.claim.values[field] for m in members
                     if field in m.claim.values and m.claim.values[field].dimension]
        if not with_unit:
            continue
        for index, member in enumerate(out):
            value = member.claim.values.get(field)
            if value is None or value.dimension:
                continue
            unit = _unit_of_equals(value, with_unit, tol)
            if unit:
                out[index] = _with_value(member, field, replace(value, dimension=unit))
    return tuple(out)


_PERIODS = frozenset(
    "second minute hour day night week weekend fortnight month quarter year annum term "
    "semester shift".split()
)
"""Per-units that are periods of time: amounts per different periods are different rates
("per weekend", "per day"); other per-units are often one thing in other words ("per
passenger", "per person"), so an amount is never settled on them."""


def _unit_of_equals(value: Value, others: Sequence[Value], tol: float) -> str:
    """The one per-period of the amounts in ``others`` equal to ``value`` ("" for none or
    several, or for one that is no period: ``_PERIODS``)."""
    units = {o.dimension for o in others if not differs(value, o, tol)}
    if len(units) != 1:
        return ""
    unit = next(iter(units))
    return unit if unit.rsplit("/", 1)[-1] in _PERIODS else ""


def _with_value(member: Member, field: FieldType, value: Value) -> Member:
    values = dict(member.claim.values)
    values[field] = value
    claim = replace(member.claim, values=values)
    return Member.of(member.chunk, claim, member.order, member.authority)
