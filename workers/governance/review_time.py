"""Time to reviewer decision, from archived records that a reviewer decided (pure).

A reviewed record carries the time it was first produced (``created_at``) and the time the
reviewer decided (``decided_at``); the difference is the wait the conflict spent in the
queue. Records without both times, or decided before they were created, are counted apart
and never enter the figures. The p90 is the nearest-rank percentile.
"""

from __future__ import annotations

import math
import statistics
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from schemas.records import ConflictRecord
from workers.governance.archive import parse_time


@dataclass(frozen=True, slots=True)
class Waits:
    """Decision delays in seconds, with their median and p90."""

    seconds: tuple[float, ...]

    @property
    def median(self) -> float | None:
        return statistics.median(self.seconds) if self.seconds else None

    @property
    def p90(self) -> float | None:
        return nearest_rank(self.seconds, 0.9)

    def as_dict(self) -> dict[str, Any]:
        return {"decisions": len(self.seconds), "median_seconds": self.median,
                "p90_seconds": self.p90}


@dataclass(frozen=True, slots=True)
class ReviewTime:
    """Overall and per-owner waits, and how many reviewed records could not be timed."""

    overall: Waits
    per_owner: dict[str, Waits] = field(default_factory=dict)
    untimed: int = 0

    def as_dict(self) -> dict[str, Any]:
        return {"overall": self.overall.as_dict(), "untimed": self.untimed,
                "per_owner": {k: v.as_dict() for k, v in sorted(self.per_owner.items())}}


def nearest_rank(values: Sequence[float], share: float) -> float | None:
    """The smallest value with at least ``share`` of ``values`` at or below it."""
    if not values:
        return None
    ordered = sorted(values)
    return ordered[max(0, math.ceil(share * len(ordered)) - 1)]


def review_time(records: Sequence[ConflictRecord]) -> ReviewTime:
    """Waits of every record a reviewer decided (``decided_at`` set)."""
    overall: list[float] = []
    owners: dict[str, list[float]] = {}
    untimed = 0
    for record in records:
        if record.decided_at is None and record.status != "reviewed":
            continue
        created, decided = parse_time(record.created_at), parse_time(record.decided_at)
        if created is None or decided is None or decided < created:
            untimed += 1
            continue
        wait = (decided - created).total_seconds()
        overall.append(wait)
        owners.setdefault(record.owner, []).append(wait)
    return ReviewTime(
        overall=Waits(tuple(overall)),
        per_owner={k: Waits(tuple(v)) for k, v in owners.items()},
        untimed=untimed,
    )


def duration_text(seconds: float | None) -> str:
    """A short human reading of a duration: 45 s, 12 min, 5.5 h, 3.2 d."""
    if seconds is None:
        return "—"
    if seconds < 60:
        return f"{seconds:.0f} s"
    if seconds < 3600:
        return f"{seconds / 60:.0f} min"
    if seconds < 86400:
        return f"{seconds / 3600:.1f} h"
    return f"{seconds / 86400:.1f} d"
