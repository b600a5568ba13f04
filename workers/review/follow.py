"""Fold the archive and decisions topics into the store; find write-backs still owed.

``ArchiveView.apply`` takes one record of either topic as the broker delivered it. A record
that is not JSON or not of its topic's shape is logged and skipped; a tombstone (null value)
deletes. ``owed`` finds the conflicts whose latest archived record does not yet carry the
decision made on them: a write-back that failed, a decision produced by hand, or a worker
that rewrote the record before it knew the decision. Writing those back is idempotent.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass

import orjson
from pydantic import ValidationError

from schemas.records import ConflictRecord, ReviewerDecision
from workers.engine.decisions import (
    DecisionError,
    as_entry,
    decision_for,
    fold_decision,
    record_disagreement,
)
from workers.review.store import Store

log = logging.getLogger(__name__)


@dataclass(frozen=True, slots=True)
class WriteBack:
    """What to produce so the topics agree: the reviewed record, and the decision again
    with what it applies to when the original lacked it (a contract-only decision)."""

    record: ConflictRecord
    decision: ReviewerDecision | None


class ArchiveView:
    """The store fed from the two topics; the shell delivers (topic, key, value) records."""

    def __init__(self, store: Store, archive_topic: str, decisions_topic: str) -> None:
        self.store = store
        self.archive_topic = archive_topic
        self.decisions_topic = decisions_topic
        self.skipped = 0

    def apply(self, topic: str, key: bytes | None, value: bytes | None) -> str | None:
        """Fold one record in; returns the conflict id it touched, None when skipped."""
        conflict_id = key.decode("utf-8", "replace") if key else None
        if value is None:
            if conflict_id is None:
                return None
            if topic == self.archive_topic:
                self.store.delete_conflict(conflict_id)
            else:
                self.store.delete_decision(conflict_id)
            return conflict_id
        try:
            if topic == self.archive_topic:
                record = ConflictRecord.model_validate(orjson.loads(value))
                self.store.put_conflict(record)
                return record.conflict_id
            decision = ReviewerDecision.model_validate(orjson.loads(value))
        except (orjson.JSONDecodeError, ValidationError) as exc:
            self.skipped += 1
            log.warning("skipped a malformed record on %s (key %r): %s", topic, conflict_id,
                        _first_error(exc))
            return None
        self.store.put_decision(decision)
        return decision.conflict_id

    def owed(self, conflict_id: str) -> WriteBack | None:
        """The write-back ``conflict_id`` still needs, if any."""
        decision = self.store.decision(conflict_id)
        record = self.store.any_conflict(conflict_id)
        if decision is None or record is None or record.reviewer_decision is not None:
            return None
        if decision.disagreement_id and decision.disagreement_id != record_disagreement(record):
            return None  # the id now names another disagreement: the decision is not about it
        if decision.decision == "accept_winner" and decision.chunk_id not in {
            c.chunk_id for c in record.chunks
        }:
            log.warning("decision on %s names chunk %r, not in the conflict: skipped",
                        conflict_id, decision.chunk_id)
            return None
        enriched = None
        if not decision.disagreement_id:
            try:
                enriched = decision_for(
                    record, decision.decision, decision.reviewer, decision.decided_at,
                    chunk_id=decision.chunk_id, condition=decision.condition, note=decision.note,
                )
            except (DecisionError, ValidationError) as exc:
                log.warning("decision on %s cannot be applied: %s", conflict_id, exc)
                return None
        folded = fold_decision(record, as_entry(decision), decision.chunk_id)
        return WriteBack(folded, enriched)

    def all_owed(self) -> list[WriteBack]:
        """Every write-back owed once the topics are read; decisions on a conflict the
        archive does not hold are logged (they are kept: the record may still arrive)."""
        owed = []
        for conflict_id in self.store.decided_ids():
            if self.store.any_conflict(conflict_id) is None:
                log.warning("a decision names conflict %s, which is not in the archive",
                            conflict_id)
            elif (item := self.owed(conflict_id)) is not None:
                owed.append(item)
        return owed


def _first_error(exc: Exception) -> str:
    if isinstance(exc, ValidationError):
        first = exc.errors()[0]
        where = ".".join(str(p) for p in first["loc"])
        return f"{where}: {first['msg']}" if where else first["msg"]
    return f"not JSON ({exc})"
