"""Structured logs: one JSON line per notable event, on the ``resolver.events`` logger.

Notable events: ``start``, ``policy_loaded``, ``dead_letter``, ``escalation``,
``commit_skipped``, ``partitions_assigned``, ``partitions_revoked``. Each line is one JSON
object: ``{"ts", "level", "logger", "event", ...fields}``, with ``event_id`` /
``conflict_id`` where the event has them. Chunk text and query text are never logged;
a dead letter carries its reason, its source offset and its key, not its payload.
Other log lines (Faust's, aiokafka's) keep the worker's ordinary format.
"""

from __future__ import annotations

import logging
import sys
from collections.abc import Sequence
from typing import Any, TextIO

import orjson

from schemas.records import ConflictRecord, DeadLetter
from workers.clock import utc_now
from workers.observers import BatchDone, Observer, TopicPartition

EVENTS_LOGGER = "resolver.events"
KEY_CHARS = 200  # a key longer than this is cut in the log (it stays whole in the dead letter)

_events = logging.getLogger(EVENTS_LOGGER)


class JsonLineFormatter(logging.Formatter):
    """A record of ``log_event`` as one JSON object on one line."""

    def format(self, record: logging.LogRecord) -> str:
        fields: dict[str, Any] = getattr(record, "fields", {})
        line = {"ts": utc_now(), "level": record.levelname.lower(), "logger": record.name,
                "event": record.getMessage(), **fields}
        return orjson.dumps(line, default=str).decode()


def setup_event_log(level: str = "info", stream: TextIO | None = None) -> logging.Logger:
    """Send ``resolver.events`` as JSON lines to ``stream`` (stderr), and nowhere else."""
    handler = logging.StreamHandler(stream or sys.stderr)
    handler.setFormatter(JsonLineFormatter())
    for old in list(_events.handlers):
        _events.removeHandler(old)
    _events.addHandler(handler)
    _events.setLevel(level.upper())
    _events.propagate = False
    return _events


def log_event(event: str, level: int = logging.INFO, **fields: Any) -> None:
    """One structured line: ``event`` names what happened; ``fields`` are its facts."""
    _events.log(level, event, extra={"fields": fields})


class EventLog(Observer):
    """Logs each dead letter and each escalation once it is written, and group changes."""

    def on_batch(self, batch: BatchDone) -> None:
        for event in batch.events:
            for output in event.outputs:
                record = output.record
                if isinstance(record, DeadLetter):
                    log_event("dead_letter", logging.WARNING, error=record.error,
                              detail=record.detail, topic=record.source.topic,
                              partition=record.source.partition, offset=record.source.offset,
                              key=_key(output.key))
                elif isinstance(record, ConflictRecord) and record.status == "escalated":
                    log_event("escalation", event_id=record.event_id,
                              conflict_id=record.conflict_id, tenant=record.tenant,
                              entity_key=record.entity_key, field_types=record.detected_fields,
                              strategy=record.strategy, rule_applied=record.rule_applied,
                              owner=record.owner, policy_version=record.policy_version)
        if not batch.committed:
            log_event("commit_skipped", logging.WARNING, records=len(batch.events))

    def on_assigned(self, partitions: Sequence[TopicPartition]) -> None:
        log_event("partitions_assigned", partitions=_names(partitions))

    def on_revoked(self, partitions: Sequence[TopicPartition]) -> None:
        if partitions:  # a first join revokes nothing
            log_event("partitions_revoked", partitions=_names(partitions))


def _key(key: bytes | None) -> str | None:
    if key is None:
        return None
    return key[:KEY_CHARS].decode("utf-8", errors="replace")


def _names(partitions: Sequence[TopicPartition]) -> list[str]:
    return [f"{topic}:{partition}" for topic, partition in partitions]
