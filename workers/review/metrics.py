"""Prometheus metrics of the review service, on a registry passed in (closed label sets)."""

from __future__ import annotations

from prometheus_client import CollectorRegistry, Counter, Histogram

from schemas.types import DecisionKind

# seconds from a conflict's creation (the event) to the reviewer's decision: minutes to weeks
DELAY_BUCKETS = (60, 300, 900, 3600, 4 * 3600, 86400, 3 * 86400, 7 * 86400, 30 * 86400)


class ReviewMetrics:
    """Decisions by kind and the time from escalation to decision."""

    def __init__(self, registry: CollectorRegistry) -> None:
        self.registry = registry
        self.decisions = Counter(
            "resolver_review_decisions", "Reviewer decisions recorded, by kind",
            ["kind"], registry=registry,
        )
        self.delay = Histogram(
            "resolver_review_decision_delay_seconds",
            "Time from a conflict's creation to the reviewer's decision",
            buckets=DELAY_BUCKETS, registry=registry,
        )
        self.skipped = Counter(
            "resolver_review_skipped_records", "Malformed topic records logged and skipped",
            registry=registry,
        )

    def decided(self, kind: DecisionKind, waited_seconds: float) -> None:
        self.decisions.labels(kind=kind).inc()
        self.delay.observe(max(0.0, waited_seconds))
