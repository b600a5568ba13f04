"""What-if over the events behind the conflict archive: which events, and their replay (pure).

Two passes, both fed record by record so memory stays bounded by the archive, not the input:

1. ``ArchivedEvents`` folds the archive topic: the latest version of each ``conflict_id``
   counts (as compaction keeps it), and only its event id, status and creation time are
   kept. ``event_ids`` selects the events behind the archived conflicts, optionally only
   conflicts with a given status or created at or after a time.
2. ``ArchiveReplay`` folds the retrieval input topic: an event is replayed under both
   policies only when its ``event_id`` was selected and not yet replayed (a redelivered
   copy is counted as a duplicate, never replayed twice). Records that are not valid
   events are skipped and reported, except those whose readable ``event_id`` was not
   selected: they are not part of the replay. What was selected but never seen is
   ``not_found`` (the input topic's retention may have dropped it).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from datetime import datetime

import orjson

from workers.decode import Limits, Rejected, decode_event
from workers.engine import Policy, resolve
from workers.governance.archive import parse_record, parse_time
from workers.governance.whatif import WhatIf

MISSING_SHOWN = 50
"""How many event ids that were not found the JSON report lists (the count is exact)."""


@dataclass(frozen=True, slots=True)
class Selection:
    """Which archived conflicts count: any status when ``statuses`` is empty, any age when
    ``since`` is None (``created_at`` on or after it otherwise)."""

    statuses: frozenset[str] = frozenset()
    since: datetime | None = None

    def describe(self) -> str:
        parts = [f"status {', '.join(sorted(self.statuses))}"] if self.statuses else []
        parts += [f"created since {self.since.isoformat()}"] if self.since else []
        return "; ".join(parts) or "all"

    def admits(self, status: str, created_at: str) -> bool:
        if self.statuses and status not in self.statuses:
            return False
        if self.since is None:
            return True
        created = parse_time(created_at)
        return created is not None and created >= self.since


@dataclass(slots=True)
class ArchivedEvents:
    """The latest (event_id, status, created_at) of every archived conflict_id, and bad records."""

    latest: dict[str, tuple[str, str, str]] = field(default_factory=dict)
    problems: list[str] = field(default_factory=list)

    def add(self, value: bytes, where: str) -> None:
        record = parse_record(value, where)
        if isinstance(record, str):
            self.problems.append(record)
            return
        self.latest[record.conflict_id] = (record.event_id, record.status, record.created_at)

    def select(self, selection: Selection) -> tuple[int, set[str]]:
        """How many conflicts the selection admits, and the set of their event ids."""
        admitted = [event for event, status, created in self.latest.values()
                    if selection.admits(status, created)]
        return len(admitted), set(admitted)


@dataclass(frozen=True, slots=True)
class Coverage:
    """How much of the selected archive the input topic still held."""

    archive: str
    input: str
    selection: str
    conflicts: int
    events: int
    found: int
    duplicates: int
    not_found: tuple[str, ...]
    """Every selected event id never seen on the input topic, sorted."""


class ArchiveReplay:
    """Replays exactly the selected events found on the input, each once, under both policies."""

    def __init__(self, wanted: Iterable[str], current: Policy, proposed: Policy,
                 limits: Limits, clock: Callable[[], str]) -> None:
        self.result = WhatIf()
        self.skipped: list[str] = []
        self.duplicates = 0
        self._remaining = set(wanted)
        self._replayed: set[str] = set()
        self._policies = (current, proposed)
        self._limits = limits
        self._clock = clock

    def add(self, value: bytes | None, where: str) -> None:
        event_id = _event_id(value)
        if event_id is not None and event_id not in self._remaining:
            self.duplicates += event_id in self._replayed
            return
        decoded = decode_event(value, self._limits)
        if isinstance(decoded, Rejected):
            self.skipped.append(f"{where}: {decoded.error}: {decoded.detail}")
            return
        if decoded.event_id not in self._remaining:  # pragma: no cover - read the same id above
            return
        self._remaining.discard(decoded.event_id)
        self._replayed.add(decoded.event_id)
        now = self._clock()
        current, proposed = self._policies
        self.result.add(resolve(decoded, current, now), resolve(decoded, proposed, now))

    def coverage(self, archive: str, input_topic: str, selection: Selection,
                 conflicts: int) -> Coverage:
        return Coverage(archive=archive, input=input_topic, selection=selection.describe(),
                        conflicts=conflicts, events=len(self._replayed) + len(self._remaining),
                        found=len(self._replayed), duplicates=self.duplicates,
                        not_found=tuple(sorted(self._remaining)))


def _event_id(value: bytes | None) -> str | None:
    """The ``event_id`` of a JSON object, read cheaply; None when there is none to read."""
    if value is None:
        return None
    try:
        document = orjson.loads(value)
    except orjson.JSONDecodeError:
        return None
    event_id = document.get("event_id") if isinstance(document, dict) else None
    return event_id if isinstance(event_id, str) else None
