"""A conflict after its strategy ran: what the records and the directive are built from."""

from __future__ import annotations

from dataclasses import dataclass

from schemas.types import FieldType
from workers.engine.decisions import TableDecision
from workers.engine.members import Member
from workers.engine.rules import Outcome


@dataclass(slots=True)
class Decided:
    """A decided conflict; ``losers`` are the chunk ids whose values differ from the winner's.

    When a reviewer decision applied, ``outcome`` is its effect, ``review`` the decision and
    ``policy_outcome`` what the policy alone decided (the archived record is built from it).
    """

    conflict_id: str
    entity_key: str
    members: tuple[Member, ...]
    fields: tuple[FieldType, ...]
    outcome: Outcome
    owner: str
    losers: frozenset[str] = frozenset()
    review: TableDecision | None = None
    policy_outcome: Outcome | None = None
