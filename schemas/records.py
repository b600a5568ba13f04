"""Output records: ConflictRecord, ResolvedContext, ReviewerDecision, DeadLetter.

Field names, order and optionality are documented in docs/records.md. Additions are optional
fields appended at the end of a record (documented in the README), never renames.
"""

from __future__ import annotations

from typing import Any, Self

from pydantic import BaseModel, ConfigDict, Field, model_validator

from schemas.types import (
    Category,
    ConflictStatus,
    ContextStatus,
    DeadLetterError,
    DecisionKind,
    DirectiveMode,
    FieldType,
    IsoDate,
    RuleName,
    StrategyName,
)

_RECORD = ConfigDict(extra="ignore", frozen=True)


class ConflictChunk(BaseModel):
    """A chunk as archived in a conflict record: provenance plus its text verbatim."""

    model_config = _RECORD

    chunk_id: str
    doc_id: str
    doc_class: str
    source_tier: str | None
    effective_date: str | None
    published_at: str | None
    crawled_at: str | None
    verbatim: str
    values: dict[str, str]


class ConflictRecord(BaseModel):
    """The auditable record of one conflict: one per entity key per event."""

    model_config = _RECORD

    conflict_id: str
    tenant: str
    entity_key: str
    event_id: str
    query: str
    detected_fields: list[FieldType]
    category: Category
    chunks: list[ConflictChunk]
    strategy: StrategyName
    rule_applied: list[RuleName]
    winner: str | None
    loser_retained: bool
    status: ConflictStatus
    owner: str
    policy_version: str
    created_at: str
    reviewer: str | None = None
    reviewer_decision: DecisionKind | None = None
    decided_at: str | None = None
    # extensions (optional, appended)
    notes: list[str] = Field(default_factory=list)
    reviewer_condition: str | None = None
    reviewer_note: str | None = None


class DroppedChunk(BaseModel):
    """A chunk withheld from the generator, with the conflict and rule that dropped it."""

    model_config = _RECORD

    chunk_id: str
    conflict_id: str | None
    reason: str


class ResolvedField(BaseModel):
    """A decided value with the verbatim snippet of the winning chunk that states it."""

    model_config = _RECORD

    entity_key: str
    field: FieldType
    value: str
    chunk_id: str
    snippet: str


class ConflictSummary(BaseModel):
    """What the generator needs to know about one conflict."""

    model_config = _RECORD

    conflict_id: str
    category: Category
    detected_fields: list[FieldType]
    rule_applied: list[RuleName]
    winner: str | None
    status: ConflictStatus


class Directive(BaseModel):
    """How the generator must answer; retrieved text appears only as quoted evidence."""

    model_config = _RECORD

    mode: DirectiveMode
    text: str


class ResolvedContext(BaseModel):
    """The minimal context published to ``rag.generation``: one per valid event."""

    model_config = _RECORD

    event_id: str
    tenant: str
    query: str
    policy_version: str
    resolution_id: str
    status: ContextStatus
    passages: list[dict[str, Any]]
    dropped: list[DroppedChunk]
    resolved_fields: list[ResolvedField]
    conflicts: list[ConflictSummary]
    directive: Directive


class ReviewerDecision(BaseModel):
    """A reviewer's verdict on one conflict, written to ``rag.conflicts.decisions``."""

    model_config = ConfigDict(extra="allow", frozen=True)

    conflict_id: str = Field(min_length=1)
    reviewer: str = Field(min_length=1)
    decision: DecisionKind
    chunk_id: str | None = None
    condition: str | None = None
    note: str | None = None
    decided_at: IsoDate

    @model_validator(mode="after")
    def _decision_has_its_argument(self) -> Self:
        if self.decision == "accept_winner" and not self.chunk_id:
            raise ValueError("accept_winner needs chunk_id")
        if self.decision == "accept_both_with_condition" and not self.condition:
            raise ValueError("accept_both_with_condition needs condition")
        return self


class DeadLetterSource(BaseModel):
    """Where a dead letter came from: topic/partition/offset, or file/line offline."""

    model_config = _RECORD

    topic: str
    partition: int | None
    offset: int | None


class DeadLetter(BaseModel):
    """An input that could not be processed, with its original bytes.

    The bytes are kept whole unless the dead letter would exceed the largest record the
    worker may write: then ``payload_b64`` holds a prefix, ``payload_truncated`` is true,
    and ``payload_length`` and ``payload_sha256`` identify the original.
    """

    model_config = _RECORD

    error: DeadLetterError
    detail: str
    source: DeadLetterSource
    payload_b64: str
    failed_at: str
    # extensions (optional, appended)
    payload_truncated: bool = False
    payload_length: int | None = None
    """Length in bytes of the original payload (whole or not)."""
    payload_sha256: str | None = None
    """Hex SHA-256 of the original payload (whole or not)."""
