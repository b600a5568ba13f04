"""The observers on real step outputs: Prometheus metrics, the escalation report, JSON logs."""

from __future__ import annotations

import io
from pathlib import Path

import orjson
import pytest
from prometheus_client import CollectorRegistry, generate_latest

from schemas.records import ConflictRecord, DeadLetterSource
from schemas.types import FIELD_TYPES, STRATEGIES
from workers.escalations import EscalationReport
from workers.logs import EventLog, setup_event_log
from workers.metrics import OUTCOMES, Metrics
from workers.observers import BatchDone, EventDone
from workers.policy_file import load_policy
from workers.step import StepConfig, step

ROOT = Path(__file__).resolve().parents[2]
LINES = [line for line in (ROOT / "deploy/samples/events.jsonl").read_bytes().splitlines()
         if line.strip()]
CONFIG = StepConfig(load_policy(str(ROOT / "deploy" / "policy.toml")))
NOW = "2026-11-29T10:00:01.000Z"


def batch_of(lines: list[bytes], committed: bool = True) -> BatchDone:
    events = [EventDone(where := DeadLetterSource(topic="in", partition=0, offset=n),
                        step(b"k%d" % n, line, where, CONFIG, NOW), 0.002)
              for n, line in enumerate(lines)]
    return BatchDone(events, ack_seconds=0.05, committed=committed)


@pytest.fixture(scope="module")
def samples() -> BatchDone:
    return batch_of(LINES)


def conflicts_in(batch: BatchDone) -> list[ConflictRecord]:
    return [o.record for e in batch.events for o in e.outputs
            if isinstance(o.record, ConflictRecord)]


def test_every_closed_series_is_exported_at_zero_before_the_first_event() -> None:
    registry = CollectorRegistry()
    Metrics(registry, "2026.1", process=False)
    value = registry.get_sample_value
    for outcome in OUTCOMES:
        assert value("resolver_events_total", {"outcome": outcome}) == 0
    for reason in ("encoding", "json", "validation", "limit", "internal"):
        assert value("resolver_dead_letters_total", {"reason": reason}) == 0
    for field_type in ("quantity", "money", "date", "date_basis", "identifier", "clause"):
        assert value("resolver_escalations_total", {"field_type": field_type}) == 0
        assert value("resolver_conflicts_total", {"field_type": field_type, "strategy":
                                                  "rule_chain", "rule": "majority"}) == 0
    assert value("resolver_review_decisions_total", {"decision": "accept_winner"}) == 0
    assert value("resolver_policy_info", {"version": "2026.1"}) == 1


def test_metrics_count_what_the_batch_wrote(samples: BatchDone) -> None:
    registry = CollectorRegistry()
    metrics = Metrics(registry, "2026.1", process=False)
    metrics.on_batch(samples)
    value = registry.get_sample_value
    statuses = [o.record.status for e in samples.events for o in e.outputs
                if o.kind == "generation"]
    for outcome in ("clean", "resolved", "surfaced", "escalated"):
        assert value("resolver_events_total", {"outcome": outcome}) == statuses.count(outcome)
    assert value("resolver_events_total", {"outcome": "dead_lettered"}) == 1
    assert value("resolver_dead_letters_total", {"reason": "json"}) == 1
    records = conflicts_in(samples)
    escalated = [r for r in records if r.status == "escalated"]
    assert escalated, "the samples hold an escalation"
    for field_type in {f for r in escalated for f in r.detected_fields}:
        expected = sum(field_type in r.detected_fields for r in escalated)
        assert value("resolver_escalations_total", {"field_type": field_type}) == expected
    first = records[0]
    assert value("resolver_conflicts_total", {
        "field_type": first.detected_fields[0], "strategy": first.strategy,
        "rule": first.rule_applied[-1]}) >= 1
    assert value("resolver_output_records_total", {"kind": "conflict"}) == len(records)
    assert value("resolver_event_resolution_seconds_count") == len(LINES)
    assert value("resolver_batch_ack_seconds_count") == 1
    assert value("resolver_batches_total") == 1


def test_every_label_value_is_from_a_closed_set(samples: BatchDone) -> None:
    registry = CollectorRegistry()
    metrics = Metrics(registry, "2026.1", process=False)
    metrics.on_batch(samples)
    metrics.on_lag({("in", 0): 4})
    closed = (set(FIELD_TYPES) | set(STRATEGIES) | set(OUTCOMES)
              | {"authoritative_source", "supersession", "effective_date", "specificity",
                 "majority", "escalate", "newest_version", "surface_both", "reviewer"}
              | {"encoding", "json", "validation", "limit", "internal", "generation",
                 "conflict", "dead_letter", "accept_winner", "accept_both_with_condition",
                 "accept_neither", "request_fresher_source", "in", "0", "2026.1"})
    for family in registry.collect():
        for sample in family.samples:
            for name, label in sample.labels.items():
                if name in ("le", "version", "python"):
                    continue
                assert label in closed, f"{sample.name}{{{name}={label!r}}}"
    text = generate_latest(registry).decode()
    assert 'resolver_consumer_lag{partition="0",topic="in"} 4.0' in text


def test_lag_of_a_revoked_partition_disappears() -> None:
    registry = CollectorRegistry()
    metrics = Metrics(registry, "v", process=False)
    metrics.on_lag({("in", 0): 4, ("in", 1): 0})
    metrics.on_revoked([("in", 0), ("in", 7)])
    assert registry.get_sample_value("resolver_consumer_lag", {"topic": "in",
                                                               "partition": "0"}) is None
    assert registry.get_sample_value("resolver_consumer_lag", {"topic": "in",
                                                               "partition": "1"}) == 0


def test_a_refused_commit_is_counted(samples: BatchDone) -> None:
    registry = CollectorRegistry()
    Metrics(registry, "v", process=False).on_batch(batch_of(LINES[:1], committed=False))
    assert registry.get_sample_value("resolver_commits_skipped_total") == 1


def escalation(entity_key: str, n: int, tenant: str = "acme") -> ConflictRecord:
    template = next(r for r in conflicts_in(batch_of(LINES)) if r.status == "escalated")
    return template.model_copy(update={"entity_key": entity_key, "tenant": tenant,
                                       "conflict_id": f"cf_{entity_key}_{n}",
                                       "created_at": f"2026-11-29T10:00:{n:02d}Z"})


def test_the_escalation_report_ranks_keys_by_repeat_escalations() -> None:
    report = EscalationReport(size=2)
    for n, key in enumerate(["a", "b", "a", "c", "a", "b"]):
        report.add(escalation(key, n))
    body = report.as_json()
    assert [(e["entity_key"], e["escalations"]) for e in body["top"]] == [("a", 3), ("b", 2)]
    assert body["top"][0]["last_conflict_id"] == "cf_a_4"
    assert body["top"][0]["field_types"] == ["clause"]
    assert (body["escalations_seen"], body["keys_tracked"], body["size"]) == (6, 3, 2)
    assert report.max_escalations() == 3


def test_the_escalation_report_stays_bounded_and_keeps_a_heavy_key() -> None:
    report = EscalationReport(size=1)  # tracks ten keys
    for n in range(500):
        report.add(escalation(f"rare-{n}", n % 60))
        if n % 5 == 0:
            report.add(escalation("hot", n % 60))
    body = report.as_json()
    assert body["keys_tracked"] == report.capacity == 10
    (top,) = body["top"]
    assert top["entity_key"] == "hot"
    assert top["escalations_at_least"] <= 100 <= top["escalations"]


def test_the_report_counts_only_escalations(samples: BatchDone) -> None:
    report = EscalationReport(size=5)
    report.on_batch(samples)
    escalated = [r for r in conflicts_in(samples) if r.status == "escalated"]
    assert report.total == len(escalated)


def test_event_log_writes_one_json_line_per_dead_letter_and_escalation(
    samples: BatchDone,
) -> None:
    stream = io.StringIO()
    setup_event_log("info", stream)
    EventLog().on_batch(samples)
    lines = [orjson.loads(line) for line in stream.getvalue().splitlines()]
    escalated = [r for r in conflicts_in(samples) if r.status == "escalated"]
    assert [line["event"] for line in lines].count("escalation") == len(escalated)
    (letter,) = [line for line in lines if line["event"] == "dead_letter"]
    assert (letter["error"], letter["offset"], letter["level"]) == ("json", 10, "warning")
    first = next(line for line in lines if line["event"] == "escalation")
    assert first["conflict_id"] == escalated[0].conflict_id
    assert first["event_id"] == escalated[0].event_id
    texts = [chunk.verbatim for r in conflicts_in(samples) for chunk in r.chunks]
    assert not any(text in stream.getvalue() for text in texts), "no chunk text in logs"
