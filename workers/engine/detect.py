"""Which fields of a group disagree, checked cheapest first (docs/records.md: Field types).

A field counts only when at least two members carry it and two of those values differ;
a value that one member alone carries is never a conflict. ``text`` is not checked: the
free-text claim check is optional and advisory, and this engine does not decide on it.
"""

from __future__ import annotations

from collections.abc import Sequence

from schemas.types import FieldType
from workers.engine.fields.registry import DETECTION_ORDER, ENTRY, tolerance_of
from workers.engine.members import Member
from workers.engine.precision import may_round
from workers.engine.values import Value, comparable, differs, within


def detected_fields(
    members: Sequence[Member],
    tolerance: dict[str, float],
    fields: Sequence[FieldType] = DETECTION_ORDER,
) -> list[FieldType]:
    """Those of ``fields`` on which the members disagree, in the order given."""
    out: list[FieldType] = []
    for field in fields:
        values = [m.claim.values[field] for m in members if field in m.claim.values]
        if len(values) > 1 and any_differ(values, tolerance_of(field, tolerance)):
            out.append(field)
    return out


def any_differ(values: Sequence[Value], tolerance: float) -> bool:
    """True when some pair of ``values`` differs; linear for numbers, quadratic otherwise.

    For same-sign numbers (no range among them) in one dimension, all pairs are within a
    relative tolerance exactly when the smallest and largest are, so only those two are
    compared; when they are not and some value may round (a physical measure, an
    approximate quantity: ``precision``), every pair is compared, since rounding may still
    make them agree. A range agrees with what overlaps it: every pair is compared.
    """
    if len(values) == 2 or ENTRY[values[0].field].any_unit:  # a unit-less value matches any
        return any(differs(a, b, tolerance) for i, a in enumerate(values) for b in values[i + 1 :])
    by_dimension: dict[str, list[Value]] = {}
    for value in values:
        by_dimension.setdefault(value.dimension, []).append(value)
    for group in by_dimension.values():
        if len(group) < 2:
            continue
        if group[0].magnitude is not None and all(v.low is None for v in group):
            numbers = [v.magnitude for v in group if v.magnitude is not None]
            low, high = min(numbers), max(numbers)
            if (low >= 0 or high <= 0) and len(numbers) == len(group):
                if not within(low, high, tolerance):
                    if not any(may_round(v) for v in group):
                        return True
                    if any(differs(a, b, tolerance)  # rounding is no order: every pair
                           for i, a in enumerate(group) for b in group[i + 1 :]):
                        return True
                continue
        if ENTRY[group[0].field].exact_keys and group[0].magnitude is None:
            if len({v.exact for v in group}) > 1:
                return True
            continue
        ranges = [v for v in group if v.low is not None]
        if any(differs(a, b, tolerance) and not _within_one(a, b, ranges, tolerance)
               and not _one_fuller_name(a, b, group, tolerance)
               for i, a in enumerate(group) for b in group[i + 1 :]):
            return True
    return False


def _one_fuller_name(a: Value, b: Value, group: Sequence[Value], tolerance: float) -> bool:
    """Are names ``a`` and ``b`` both shortenings of one name of their group written at
    least as fully as either ("J. W. Penfold" and "John Penfold" beside "John Wornham
    Penfold": one initials the given names, the other drops the middle one)? Both then name
    that person. A bridge with fewer words (a surname alone) joins no two given names."""
    if a.dimension != "name" or b.dimension != "name":
        return False
    size = max(len(a.exact.split()), len(b.exact.split()))
    return any(r is not a and r is not b and len(r.exact.split()) >= size
               and not differs(a, r, tolerance) and not differs(b, r, tolerance)
               for r in group)


def _within_one(a: Value, b: Value, ranges: Sequence[Value], tolerance: float) -> bool:
    """Do ``a`` and ``b`` both agree with one stated range of their group ("15-20 cm"
    holds "6 inches" and "20 cm")? Each is then a reading of that range: a point inside a
    stated range is the same answer (values compare in base units, after conversion)."""
    return any(r is not a and r is not b and not differs(a, r, tolerance)
               and not differs(b, r, tolerance) for r in ranges)


def agree(
    members: Sequence[Member], fields: Sequence[FieldType], tolerance: dict[str, float]
) -> bool:
    """True when no two members differ on any of ``fields``."""
    return not detected_fields(members, tolerance, fields)


def differs_on(
    a: Member, b: Member, fields: Sequence[FieldType], tolerance: dict[str, float]
) -> bool:
    """True when ``a`` and ``b`` both carry one of ``fields`` and their values differ."""
    for field in fields:
        x, y = a.claim.values.get(field), b.claim.values.get(field)
        if x is not None and y is not None and differs(x, y, tolerance_of(field, tolerance)):
            return True
    return False


def contested(
    members: Sequence[Member], fields: Sequence[FieldType], tolerance: dict[str, float]
) -> frozenset[tuple[FieldType, str]]:
    """The (field, dimension) pairs in which the members' values disagree (money is one
    dimension: an unknown per-unit matches any)."""
    out = set()
    for field in fields:
        any_unit = ENTRY[field].any_unit
        by_dimension: dict[str, list[Value]] = {}
        for m in members:
            value = m.claim.values.get(field)
            if value is not None:
                key = "" if any_unit else value.dimension
                by_dimension.setdefault(key, []).append(value)
        for dimension, values in by_dimension.items():
            if len(values) > 1 and any_differ(values, tolerance_of(field, tolerance)):
                out.add((field, dimension))
    return frozenset(out)


def signature(member: Member, fields: Sequence[FieldType], tolerance: dict[str, float],
              pool: Sequence[Member],
              disputed: frozenset[tuple[FieldType, str]] | None = None) -> tuple[int, ...]:
    """A member's value class on each field: the index of the first pool member whose value
    is comparable with its own (same field and dimension) and equal to it; -1 when it has
    no value for the field, or (with ``disputed``) a value in a dimension nobody disputes.

    Used by the majority rule; ``pool`` is in canonical order, so classes are order-free.
    """
    out = []
    for field in fields:
        mine = member.claim.values.get(field)
        key = "" if ENTRY[field].any_unit or mine is None else mine.dimension
        if mine is None or (disputed is not None and (field, key) not in disputed):
            out.append(-1)
            continue
        tol = tolerance_of(field, tolerance)
        out.append(_same_class(mine, field, pool, tol))
    return tuple(out)


def _same_class(mine: Value, field: FieldType, pool: Sequence[Member], tol: float) -> int:
    """The index of the first ``pool`` member whose ``field`` value agrees with ``mine``;
    but a value that agrees with two members that disagree with each other (a rounded
    "1.17 kg" with "1,200 g" and with "1,170 g") is the class of the one whose magnitude it
    has, never of the first it merely rounds to; -1 when none agrees. Values that agree with
    each other ("420 m" and "1,378 ft") stay one class as before. The member's own value is
    in ``pool``, so one is found."""
    agreeing: list[tuple[int, Value]] = []
    for index, other in enumerate(pool):
        theirs = other.claim.values.get(field)
        if theirs is not None and comparable(mine, theirs) and not differs(mine, theirs, tol):
            agreeing.append((index, theirs))
    if not agreeing:
        return -1
    first, value = agreeing[0]
    if value.magnitude == mine.magnitude:
        return first
    return next((index for index, theirs in agreeing[1:]
                 if theirs.magnitude == mine.magnitude and differs(value, theirs, tol)), first)
