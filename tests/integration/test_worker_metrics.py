"""``resolver worker`` on a real broker: /metrics counts what it wrote, /escalations/top
reports the keys that escalate again, and the log holds one JSON line per notable event."""

from __future__ import annotations

import asyncio
import time
from collections import Counter
from typing import Any

import orjson
import pytest
from prometheus_client.parser import text_string_to_metric_families

from tests.integration.conftest import StageFactory, WorkerFactory
from tests.integration.helpers import WorkerProcess, event_key, sample_lines, values

pytestmark = pytest.mark.integration

Samples = dict[tuple[str, tuple[tuple[str, str], ...]], float]


def scrape(worker: WorkerProcess) -> Samples:
    body = worker.get_bytes("/metrics")
    assert body is not None, worker.tail()
    return {(sample.name, tuple(sorted(sample.labels.items()))): sample.value
            for family in text_string_to_metric_families(body.decode())
            for sample in family.samples}


def value(samples: Samples, name: str, **labels: str) -> float:
    return samples[(name, tuple(sorted(labels.items())))]


async def test_metrics_count_outcomes_conflicts_escalations_and_dead_letters(
    make_stage: StageFactory, start_worker: WorkerFactory,
) -> None:
    stage = await make_stage(partitions=2)
    s = stage.settings
    worker = start_worker(stage)
    await worker.wait_ready()
    before = scrape(worker)
    assert value(before, "resolver_events_total", outcome="escalated") == 0
    assert value(before, "resolver_dead_letters_total", reason="json") == 0
    assert value(before, "resolver_escalations_total", field_type="clause") == 0

    lines = sample_lines()
    escalating = next(line for line in lines if b"ev-demo-03" in line)
    fed = [*lines, escalating]  # the escalated event again: its entity key escalates twice
    await stage.produce(fed, keys=[event_key(line) for line in fed])
    valid = [line for line in fed if event_key(line)]
    deadline = time.monotonic() + 60
    while worker.progress().get("records", 0) < len(fed):  # written and committed
        assert time.monotonic() < deadline, worker.tail()
        await asyncio.sleep(0.2)
    generation = await stage.read_all(s.topic_generation)
    conflicts = await stage.read_all(s.topic_conflicts)
    assert len(generation) == len(valid)

    after = scrape(worker)
    statuses = Counter(context["status"] for context in values(generation))
    for outcome in ("clean", "resolved", "surfaced", "escalated"):
        assert value(after, "resolver_events_total", outcome=outcome) == statuses[outcome]
    assert statuses["escalated"] == 2
    assert value(after, "resolver_events_total", outcome="dead_lettered") == 1
    assert value(after, "resolver_dead_letters_total", reason="json") == 1
    records: list[dict[str, Any]] = values(conflicts)
    escalated = [r for r in records if r["status"] == "escalated"]
    for field_type in {f for r in escalated for f in r["detected_fields"]}:
        expected = sum(field_type in r["detected_fields"] for r in escalated)
        assert value(after, "resolver_escalations_total", field_type=field_type) == expected
    per_label = Counter((f, r["strategy"], r["rule_applied"][-1])
                        for r in records for f in r["detected_fields"])
    for (field_type, strategy, rule), count in per_label.items():
        assert value(after, "resolver_conflicts_total", field_type=field_type,
                     strategy=strategy, rule=rule) == count
    assert value(after, "resolver_output_records_total", kind="conflict") == len(records)
    assert value(after, "resolver_output_records_total", kind="generation") == len(valid)
    assert value(after, "resolver_event_resolution_seconds_count") == len(fed)
    assert value(after, "resolver_batch_ack_seconds_count") == value(after,
                                                                     "resolver_batches_total")
    assert value(after, "resolver_policy_info", version="2026.1") == 1
    deadline = time.monotonic() + 10  # lag is measured once a second
    while len(lag := _lag(scrape(worker))) < 2 or any(lag.values()):
        assert time.monotonic() < deadline, lag
        await asyncio.sleep(0.2)
    assert set(lag) == {(s.topic_retrieval, "0"), (s.topic_retrieval, "1")}

    top = worker.get("/escalations/top")
    assert top is not None
    assert top["top"][0]["escalations"] == 2
    assert top["top"][0]["last_event_id"] == "ev-demo-03"
    assert value(after, "resolver_escalation_repeats_max") == 2

    assert await worker.stop() == 0
    logged = [orjson.loads(line) for line in worker.log.read_text().splitlines()
              if line.startswith("{")]
    events = Counter(line["event"] for line in logged)
    assert events["start"] == 1 and events["policy_loaded"] == 1
    assert events["escalation"] == 2 and events["dead_letter"] == 1
    assert {line["conflict_id"] for line in logged if line["event"] == "escalation"} == {
        r["conflict_id"] for r in escalated}


def _lag(samples: Samples) -> dict[tuple[str, str], float]:
    return {(dict(labels)["topic"], dict(labels)["partition"]): v
            for (name, labels), v in samples.items() if name == "resolver_consumer_lag"}
