"""The live decisions table a worker resolves with, fed record by record from the topic.

Every record of the compacted decisions topic is folded in as the broker delivers it: the
latest record per conflict_id counts, a tombstone removes it. A record that is not JSON,
not a ReviewerDecision, or lacks the disagreement it applies to is logged and skipped,
never raised. When several decisions settle one disagreement, the latest ``decided_at``
wins (then the larger conflict_id). The table is a read-only mapping the engine reads
directly; no I/O here.
"""

from __future__ import annotations

import logging
from collections.abc import Iterator, Mapping

import orjson
from pydantic import ValidationError

from schemas.records import ReviewerDecision
from schemas.types import parse_iso
from workers.engine.decisions import DecisionError, TableDecision, table_entry

log = logging.getLogger(__name__)


class LiveDecisions(Mapping[str, TableDecision]):
    """disagreement id → the decision in force, updated by ``apply``."""

    def __init__(self) -> None:
        self._by_conflict: dict[str, str] = {}  # conflict id → its disagreement id
        self._settling: dict[str, dict[str, TableDecision]] = {}  # disagreement → by conflict
        self._table: dict[str, TableDecision] = {}
        self.skipped = 0

    def __getitem__(self, key: str) -> TableDecision:
        return self._table[key]

    def __iter__(self) -> Iterator[str]:
        return iter(self._table)

    def __len__(self) -> int:
        return len(self._table)

    def apply(self, key: bytes | None, value: bytes | None) -> None:
        """Fold one decisions-topic record in; malformed records are logged and skipped."""
        if value is None:
            if key is not None:
                self._remove(key.decode("utf-8", "replace"))
            return
        try:
            decision = ReviewerDecision.model_validate(orjson.loads(value))
            disagreement, entry = table_entry(decision)
        except (orjson.JSONDecodeError, ValidationError, DecisionError) as exc:
            self.skipped += 1
            log.warning("skipped a decisions record (key %r): %s", key, _reason(exc))
            return
        self._remove(decision.conflict_id)
        self._by_conflict[decision.conflict_id] = disagreement
        self._settling.setdefault(disagreement, {})[decision.conflict_id] = entry
        self._recompute(disagreement)

    def _remove(self, conflict_id: str) -> None:
        disagreement = self._by_conflict.pop(conflict_id, None)
        if disagreement is not None:
            self._settling[disagreement].pop(conflict_id, None)
            self._recompute(disagreement)

    def _recompute(self, disagreement: str) -> None:
        candidates = self._settling.get(disagreement) or {}
        if candidates:
            self._table[disagreement] = max(
                candidates.values(), key=lambda e: (parse_iso(e.decided_at), e.conflict_id)
            )
        else:
            self._settling.pop(disagreement, None)
            self._table.pop(disagreement, None)


def _reason(exc: Exception) -> str:
    if isinstance(exc, ValidationError):
        first = exc.errors()[0]
        return f"{'.'.join(str(p) for p in first['loc'])}: {first['msg']}"
    if isinstance(exc, orjson.JSONDecodeError):
        return f"not JSON ({exc})"
    return str(exc)
