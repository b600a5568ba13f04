"""Members set aside on open-web pages may repeat an answer, never bring a value of their own.

Several readers find members whose value is not an answer to the question (a passing
mention, another item of a series, the owner's own value). Each such member is set aside
unless a member not set aside gives the same value: it may repeat an answer, never bring a
value of its own into the dispute. ``answering_field`` picks the field they are judged on.

Invariants: a member stating none of the field is kept; order is kept; nothing is added.
Pure.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from schemas.types import FieldType
from workers.engine.fields.registry import tolerance_of
from workers.engine.members import Member
from workers.engine.values import same


def answering_field(members: Sequence[Member], fields: Sequence[FieldType]) -> FieldType | None:
    """The first of the answering ``fields`` some member states, or None."""
    return next((f for f in fields if any(f in m.claim.values for m in members)), None)


def repeating_only(members: Sequence[Member], away: Sequence[bool], field: FieldType,
                   tolerance: dict[str, float]) -> tuple[Member, ...]:
    """``members`` without those marked ``away`` whose ``field`` value no other member
    gives (module docstring)."""
    if not any(away):
        return tuple(members)
    tol = tolerance_of(field, tolerance)
    kept = [m.claim.values[field] for m, off in zip(members, away, strict=True)
            if not off and field in m.claim.values]
    return tuple(m for m, off in zip(members, away, strict=True)
                 if not off or any(same(m.claim.values[field], v, tol) for v in kept))


def sentences_set_aside(
    members: Sequence[Member], fields: Sequence[FieldType], tolerance: dict[str, float],
    away: Callable[[str], bool], kinds: frozenset[FieldType] | None = None,
) -> tuple[Member, ...]:
    """``members`` without those whose sentence stating the answering field (of ``kinds``,
    when given) is ``away``, unless another member gives their value (``repeating_only``)."""
    field = answering_field(members, fields)
    if field is None or (kinds is not None and field not in kinds):
        return tuple(members)
    flags = [field in m.claim.values and away(m.claim.snippets.get(field, m.claim.snippet))
             for m in members]
    return repeating_only(members, flags, field, tolerance)
