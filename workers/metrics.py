"""Prometheus metrics of the stage, as an observer of the loop (the registry is passed in).

Base units (seconds), ``_total`` counters, closed label sets only: outcome, field type,
strategy, rule, dead-letter reason, output kind, decision kind, and topic/partition for lag.
No entity key, chunk id, event id or tenant ever becomes a label value; repeat escalations
per entity key are served as a bounded report instead (``workers.escalations``). Series
known to exist are exported at zero from the start, so ``rate()`` and alerts see them
before the first event.

A conflict with several detected field types counts once for each of them in both
``resolver_conflicts_total`` and ``resolver_escalations_total``, so their ratio per
``field_type`` is the escalation rate of conflicts involving that field type.
"""

from __future__ import annotations

import platform
from collections.abc import Mapping, Sequence
from importlib.metadata import PackageNotFoundError, version
from typing import Any, get_args

from prometheus_client import (
    CollectorRegistry,
    Counter,
    Gauge,
    Histogram,
    PlatformCollector,
    ProcessCollector,
)

from schemas.types import (
    ContextStatus,
    DeadLetterError,
    DecisionKind,
    RuleName,
    StrategyName,
)
from workers.engine.fields.registry import DECIDING
from workers.observers import BatchDone, Observer, TopicPartition
from workers.step import OUTPUT_KINDS, OutputKind

OUTCOMES: tuple[str, ...] = (*get_args(ContextStatus), "dead_lettered")
# the deciding rule each strategy can end with (workers/engine/rules.py)
STRATEGY_RULES: Mapping[StrategyName, tuple[RuleName, ...]] = {
    "authoritative_source": ("authoritative_source", "surface_both"),
    "newest_version": ("newest_version", "surface_both"),
    "rule_chain": ("authoritative_source", "supersession", "effective_date", "specificity",
                   "majority", "escalate"),
    "surface_both": ("surface_both",),
    "escalate": ("escalate",),
}
DETECTED_FIELD_TYPES = DECIDING  # text never decides
EVENT_BUCKETS = (0.0001, 0.00025, 0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1,
                 0.25, 0.5, 1.0, 2.5, 5.0)
BATCH_BUCKETS = (0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0,
                 10.0, 30.0)
DECISION_BUCKETS = (60.0, 300.0, 900.0, 3600.0, 4 * 3600.0, 12 * 3600.0, 86400.0,
                    3 * 86400.0, 7 * 86400.0)


def build_version() -> str:
    try:
        return version("rag-conflict-resolver")
    except PackageNotFoundError:  # running from a source tree that was never installed
        return "unknown"


class Metrics(Observer):
    """Every metric of the stage, registered in ``registry``; fed by the loop's hooks."""

    def __init__(self, registry: CollectorRegistry, policy_version: str,
                 *, process: bool = True) -> None:
        self.registry = registry
        if process:
            ProcessCollector(registry=registry)
            PlatformCollector(registry=registry)
        r = registry
        self.events = Counter("resolver_events", "Input records by outcome (the event's "
                              "status, or dead_lettered)", ["outcome"], registry=r)
        self.conflicts = Counter("resolver_conflicts", "Conflicts detected, once per detected "
                                 "field type, by strategy and deciding (last) rule",
                                 ["field_type", "strategy", "rule"], registry=r)
        self.escalations = Counter("resolver_escalations", "Escalated conflicts, once per "
                                   "detected field type", ["field_type"], registry=r)
        self.dead_letters = Counter("resolver_dead_letters", "Dead letters by reason",
                                    ["reason"], registry=r)
        self.event_seconds = Histogram("resolver_event_resolution_seconds", "Time to decode, "
                                       "resolve and encode one input record",
                                       buckets=EVENT_BUCKETS, registry=r)
        self.batch_seconds = Histogram("resolver_batch_ack_seconds", "Time from fetching a "
                                       "batch to the acknowledgement of all its outputs",
                                       buckets=BATCH_BUCKETS, registry=r)
        self.batches = Counter("resolver_batches", "Batches written", registry=r)
        self.commits_skipped = Counter("resolver_commits_skipped", "Batch commits refused "
                                       "after a rebalance (the new owner replays them)",
                                       registry=r)
        self.outputs = Counter("resolver_output_records", "Records written, by kind",
                               ["kind"], registry=r)
        self.lag = Gauge("resolver_consumer_lag", "Messages behind the high watermark, per "
                         "assigned input partition", ["topic", "partition"], registry=r)
        Gauge("resolver_policy_info", "The resolution policy in force", ["version"],
              registry=r).labels(policy_version).set(1)
        Gauge("resolver_build_info", "Version of the stage and of Python", ["version", "python"],
              registry=r).labels(build_version(), platform.python_version()).set(1)
        self.decisions = Counter("resolver_review_decisions", "Reviewer decisions by kind",
                                 ["decision"], registry=r)
        self.decision_seconds = Histogram("resolver_review_decision_seconds", "Time from "
                                          "escalation to a reviewer's decision",
                                          buckets=DECISION_BUCKETS, registry=r)
        self._zeros()

    def _zeros(self) -> None:
        """Create every series known to exist; keep the children the hot path uses."""
        self._events: dict[str, Counter] = {o: self.events.labels(o) for o in OUTCOMES}
        self._escalations: dict[str, Counter] = {
            f: self.escalations.labels(f) for f in DETECTED_FIELD_TYPES}
        self._conflicts: dict[tuple[str, str, str], Counter] = {
            (f, strategy, rule): self.conflicts.labels(f, strategy, rule)
            for f in DETECTED_FIELD_TYPES
            for strategy, rules in STRATEGY_RULES.items() for rule in rules}
        self._dead_letters: dict[str, Counter] = {
            r: self.dead_letters.labels(r) for r in get_args(DeadLetterError)}
        self._outputs: dict[str, Counter] = {k: self.outputs.labels(k) for k in OUTPUT_KINDS}
        for decision in get_args(DecisionKind):
            self.decisions.labels(decision)

    def on_batch(self, batch: BatchDone) -> None:
        self.batches.inc()
        self.batch_seconds.observe(batch.ack_seconds)
        if not batch.committed:
            self.commits_skipped.inc()
        for event in batch.events:
            self.event_seconds.observe(event.seconds)
            for output in event.outputs:
                self._outputs[output.kind].inc()
                self._count(output.kind, output.doc)

    def _count(self, kind: OutputKind, record: dict[str, Any]) -> None:
        """Count one output from its plain record (the keys of its schema model)."""
        if kind == "generation":
            self._events[record["status"]].inc()
        elif kind == "conflict":
            rules = record["rule_applied"]
            rule = rules[-1] if rules else "escalate"
            for field_type in record["detected_fields"]:
                key = (field_type, record["strategy"], rule)
                conflicts = self._conflicts.get(key)
                if conflicts is None:  # a combination not pre-created (e.g. a new rule)
                    conflicts = self._conflicts[key] = self.conflicts.labels(*key)
                conflicts.inc()
                if record["status"] == "escalated":
                    escalations = self._escalations.get(field_type)
                    if escalations is None:
                        escalations = self._escalations[field_type] = self.escalations.labels(
                            field_type)
                    escalations.inc()
        else:
            self._events["dead_lettered"].inc()
            error = record["error"]
            dead = self._dead_letters.get(error)
            if dead is None:
                dead = self._dead_letters[error] = self.dead_letters.labels(error)
            dead.inc()

    def on_lag(self, lag: Mapping[TopicPartition, int]) -> None:
        for (topic, partition), behind in lag.items():
            self.lag.labels(topic, str(partition)).set(behind)

    def on_revoked(self, partitions: Sequence[TopicPartition]) -> None:
        for topic, partition in partitions:
            try:
                self.lag.remove(topic, str(partition))
            except KeyError:  # never measured
                continue

    def observe_decision(self, decision: DecisionKind, seconds: float | None) -> None:
        """For the reviewer service: one decision, and its time since the escalation if known."""
        self.decisions.labels(decision).inc()
        if seconds is not None:
            self.decision_seconds.observe(seconds)
