"""Pydantic v2 models of every record in docs/records.md: the single source of the wire format."""

from schemas.events import Chunk, RetrievalEvent
from schemas.records import (
    ConflictChunk,
    ConflictRecord,
    ConflictSummary,
    DeadLetter,
    DeadLetterSource,
    Directive,
    DroppedChunk,
    ResolvedContext,
    ResolvedField,
    ReviewerDecision,
)

__all__ = [
    "Chunk",
    "ConflictChunk",
    "ConflictRecord",
    "ConflictSummary",
    "DeadLetter",
    "DeadLetterSource",
    "Directive",
    "DroppedChunk",
    "ResolvedContext",
    "ResolvedField",
    "RetrievalEvent",
    "ReviewerDecision",
]
