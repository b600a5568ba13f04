"""Reviewer decisions applied to later conflicts: the decisions table and its one rule.

A decision settles one *disagreement*: a tenant, an entity key and the set of distinct
(document, values) pairs of the conflict's chunks. It applies to a later conflict only when
that conflict has exactly the same disagreement id, so a new document or a new value is a
new disagreement that goes through the policy again, and a decision never reaches another
tenant or another entity that happens to share words with this one.

Applying a decision to a conflict and folding it into the archived record of that conflict
give the same record (``fold_decision``), so a replayed event rewrites the reviewed record
unchanged. Pure: no I/O, no clock.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from types import MappingProxyType
from typing import Any

import orjson

from schemas.records import ConflictRecord, ReviewerDecision
from schemas.types import Category, DecisionKind, RuleName
from workers.engine.ids import content_id
from workers.engine.members import Member
from workers.engine.rules import Outcome

RULE: RuleName = "reviewer_decision"

KIND_CATEGORY: dict[DecisionKind, Category] = {
    "accept_winner": "authority",
    "accept_both_with_condition": "disagreement",
    "accept_neither": "unresolved",
    "request_fresher_source": "unresolved",
}


class DecisionError(ValueError):
    """A ReviewerDecision that cannot enter the table (it lacks what it applies to)."""


@dataclass(frozen=True, slots=True)
class TableDecision:
    """One reviewer decision as the engine applies it; keyed by its disagreement id."""

    conflict_id: str
    kind: DecisionKind
    reviewer: str
    decided_at: str
    chunk_id: str | None
    chosen_signature: str | None
    condition: str | None
    note: str | None


DecisionTable = Mapping[str, TableDecision]
"""disagreement id → the decision that settles it."""

NO_DECISIONS: DecisionTable = MappingProxyType({})


def chunk_signature(doc_id: str, values: Mapping[str, str]) -> str:
    """A document together with the values its chunk states for the conflict's key."""
    canonical = orjson.dumps(dict(values), option=orjson.OPT_SORT_KEYS).decode("utf-8")
    return content_id("sg_", [doc_id, canonical])


def disagreement_id(tenant: str, entity_key: str, signatures: Iterable[str]) -> str:
    """Same tenant, same entity key, same set of chunk signatures (document and values):
    same disagreement."""
    return content_id("dg_", [tenant, entity_key, *sorted(set(signatures))])


def record_disagreement(record: ConflictRecord) -> str:
    signatures = (chunk_signature(c.doc_id, c.values) for c in record.chunks)
    return disagreement_id(record.tenant, record.entity_key, signatures)


def table_entry(decision: ReviewerDecision) -> tuple[str, TableDecision]:
    """The table key and entry of ``decision``; DecisionError when it names no disagreement."""
    if not decision.disagreement_id:
        raise DecisionError(f"decision for {decision.conflict_id} has no disagreement_id")
    if decision.decision == "accept_winner" and not decision.chosen_signature:
        raise DecisionError(f"accept_winner for {decision.conflict_id} has no chosen_signature")
    return decision.disagreement_id, as_entry(decision)


def as_entry(decision: ReviewerDecision) -> TableDecision:
    """The decision as the engine applies it (whatever extension fields it carries)."""
    return TableDecision(
        conflict_id=decision.conflict_id,
        kind=decision.decision,
        reviewer=decision.reviewer,
        decided_at=decision.decided_at,
        chunk_id=decision.chunk_id,
        chosen_signature=decision.chosen_signature,
        condition=decision.condition,
        note=decision.note,
    )


def decision_for(
    record: ConflictRecord, kind: DecisionKind, reviewer: str, decided_at: str, *,
    chunk_id: str | None = None, condition: str | None = None, note: str | None = None,
) -> ReviewerDecision:
    """The ReviewerDecision a reviewer makes on ``record``, carrying its disagreement.

    DecisionError when accept_winner names a chunk that is not in the conflict; pydantic's
    ValidationError when the decision lacks its argument (chunk or condition).
    """
    chosen = None
    if kind == "accept_winner":
        match = [c for c in record.chunks if c.chunk_id == chunk_id]
        if not match:
            raise DecisionError(f"chunk {chunk_id!r} is not in conflict {record.conflict_id}")
        chosen = chunk_signature(match[0].doc_id, match[0].values)
    return ReviewerDecision(
        conflict_id=record.conflict_id,
        reviewer=reviewer,
        decision=kind,
        chunk_id=chunk_id if kind == "accept_winner" else None,
        condition=condition if kind == "accept_both_with_condition" else None,
        note=note,
        decided_at=decided_at,
        tenant=record.tenant,
        entity_key=record.entity_key,
        disagreement_id=record_disagreement(record),
        chosen_signature=chosen,
    )


def review_note(entry: TableDecision) -> str:
    return (
        f"{RULE}: {entry.kind} by {entry.reviewer} at {entry.decided_at} "
        f"(conflict {entry.conflict_id})"
    )


def reviewed_outcome(
    outcome: Outcome, members: Sequence[Member], signatures: Sequence[str],
    entry: TableDecision,
) -> Outcome | None:
    """The outcome once ``entry`` is applied; None when its chosen document is absent.

    ``signatures`` holds each member's chunk signature, in the same order as ``members``.
    The chosen member is the decision's own chunk when present, else the best-ranked
    member stating the chosen document's values.
    """
    winner: Member | None = None
    if entry.kind == "accept_winner":
        chosen = [
            m for m, sig in zip(members, signatures, strict=True)
            if sig == entry.chosen_signature
        ]
        if not chosen:
            return None
        same_id = [m for m in chosen if m.chunk_id == entry.chunk_id]
        winner = min(same_id or chosen, key=lambda m: m.sort_key)
    return Outcome(
        strategy=outcome.strategy,
        rule_applied=[*outcome.rule_applied, RULE],
        winner=winner,
        status="reviewed",
        category=KIND_CATEGORY[entry.kind],
        notes=[*outcome.notes, review_note(entry)],
    )


def fold_updates(
    rule_applied: Sequence[str], notes: Sequence[str], entry: TableDecision, winner: str | None
) -> dict[str, object]:
    """The fields a decision changes in the policy's record (see ``fold_decision``)."""
    return {
        "status": "reviewed",
        "rule_applied": [*rule_applied, RULE],
        "winner": winner if entry.kind == "accept_winner" else None,
        "category": KIND_CATEGORY[entry.kind],
        "notes": [*notes, review_note(entry)],
        "reviewer": entry.reviewer,
        "reviewer_decision": entry.kind,
        "decided_at": entry.decided_at,
        "reviewer_condition": entry.condition,
        "reviewer_note": entry.note,
    }


def fold_decision(
    record: ConflictRecord, entry: TableDecision, winner: str | None
) -> ConflictRecord:
    """``record`` as reviewed by ``entry``: status ``reviewed``, reviewer fields filled.

    ``record`` is the policy's record (not yet reviewed); ``winner`` is the chosen chunk
    id for accept_winner, else None.
    """
    return record.model_copy(
        update=fold_updates(record.rule_applied, record.notes, entry, winner)
    )


def fold_decision_doc(
    record: dict[str, Any], entry: TableDecision, winner: str | None
) -> dict[str, Any]:
    """``fold_decision`` on a record held as plain data (same keys, same order)."""
    return {**record, **fold_updates(record["rule_applied"], record["notes"], entry, winner)}
