"""Prometheus metrics of the review service, on a registry passed in (closed label sets)."""

from __future__ import annotations

from typing import get_args

from prometheus_client import CollectorRegistry, Counter, Histogram

from schemas.types import DecisionKind
from workers.metrics import DECISION_BUCKETS


class ReviewMetrics:
    """Decisions by kind and the time from escalation to decision.

    The names, label and buckets are those the workers export at zero (``workers.metrics``),
    so the dashboard's review row reads both jobs with one query.
    """

    def __init__(self, registry: CollectorRegistry) -> None:
        self.registry = registry
        self.decisions = Counter(
            "resolver_review_decisions", "Reviewer decisions by kind",
            ["decision"], registry=registry,
        )
        self.delay = Histogram(
            "resolver_review_decision_seconds",
            "Time from escalation to a reviewer's decision",
            buckets=DECISION_BUCKETS, registry=registry,
        )
        for kind in get_args(DecisionKind):  # every series exists from start, at zero
            self.decisions.labels(decision=kind)
        self.skipped = Counter(
            "resolver_review_skipped_records", "Malformed topic records logged and skipped",
            registry=registry,
        )

    def decided(self, kind: DecisionKind, waited_seconds: float) -> None:
        self.decisions.labels(decision=kind).inc()
        self.delay.observe(max(0.0, waited_seconds))
