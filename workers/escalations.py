"""Which entity keys escalate again and again: a bounded report, never metric labels.

Entity keys are unbounded (one per subject and attribute of every tenant), so they cannot be
Prometheus label values. This observer keeps at most ``capacity`` keys with the
Space-Saving algorithm (Metwally et al., 2005): a key already tracked counts up; a new key
takes a free slot, or else replaces the key with the fewest escalations and inherits that
count plus one. Any key escalated more than ``total / capacity`` times is guaranteed to be
tracked, and ``escalations - overcount`` is a lower bound of its true count. Memory is
O(capacity) whatever the stream; the report shows the ``size`` most escalated keys.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from schemas.records import ConflictRecord
from workers.observers import BatchDone, Observer

CAPACITY_PER_REPORTED_KEY = 10


@dataclass(slots=True)
class KeyEscalations:
    """One tracked (tenant, entity key): its count and what was seen last."""

    tenant: str
    entity_key: str
    escalations: int
    overcount: int
    field_types: set[str] = field(default_factory=set)
    last_conflict_id: str = ""
    last_event_id: str = ""
    last_created_at: str = ""

    def as_json(self) -> dict[str, Any]:
        return {
            "tenant": self.tenant,
            "entity_key": self.entity_key,
            "escalations": self.escalations,
            "escalations_at_least": self.escalations - self.overcount,
            "field_types": sorted(self.field_types),
            "last_conflict_id": self.last_conflict_id,
            "last_event_id": self.last_event_id,
            "last_created_at": self.last_created_at,
        }


class EscalationReport(Observer):
    """Top entity keys by repeat escalation, in bounded memory (see the module docstring)."""

    def __init__(self, size: int) -> None:
        if size < 1:
            raise ValueError("the report needs at least one entry")
        self.size = size
        self.capacity = size * CAPACITY_PER_REPORTED_KEY
        self.total = 0
        self._keys: dict[tuple[str, str], KeyEscalations] = {}

    def on_batch(self, batch: BatchDone) -> None:
        for event in batch.events:
            for output in event.outputs:
                record = output.record
                if isinstance(record, ConflictRecord) and record.status == "escalated":
                    self.add(record)

    def add(self, record: ConflictRecord) -> None:
        """Count one escalated conflict record against its (tenant, entity key)."""
        self.total += 1
        key = (record.tenant, record.entity_key)
        entry = self._keys.get(key)
        if entry is None:
            entry = self._admit(key)
        entry.escalations += 1
        entry.field_types.update(record.detected_fields)
        entry.last_conflict_id = record.conflict_id
        entry.last_event_id = record.event_id
        entry.last_created_at = record.created_at

    def _admit(self, key: tuple[str, str]) -> KeyEscalations:
        inherited = 0
        if len(self._keys) >= self.capacity:
            smallest = min(self._keys, key=lambda k: self._keys[k].escalations)
            inherited = self._keys.pop(smallest).escalations
        entry = KeyEscalations(key[0], key[1], escalations=inherited, overcount=inherited)
        self._keys[key] = entry
        return entry

    def top(self) -> list[KeyEscalations]:
        """The ``size`` most escalated keys, most first (ties: most recent, then by key)."""
        ranked = sorted(self._keys.values(),
                        key=lambda e: (-e.escalations, _descending(e.last_created_at),
                                       e.tenant, e.entity_key))
        return ranked[: self.size]

    def max_escalations(self) -> int:
        """The highest count of any tracked key (0 before the first escalation)."""
        return max((e.escalations for e in self._keys.values()), default=0)

    def as_json(self) -> dict[str, Any]:
        return {
            "escalations_seen": self.total,
            "keys_tracked": len(self._keys),
            "capacity": self.capacity,
            "size": self.size,
            "top": [entry.as_json() for entry in self.top()],
        }


def _descending(text: str) -> tuple[int, ...]:
    return tuple(-ord(char) for char in text)
