"""A real Prometheus scrapes ``resolver worker`` on a real broker.

What must hold for an operator: Prometheus's HTTP API gives the escalation rate per field
type that the offline command's records imply; ``promtool check metrics`` finds no problem
in a real scrape; every alert rule evaluates on real series (and the dead-letter alert
fires); every query of the Grafana dashboard returns data, drawn into a PNG preview
(``DASHBOARD_PREVIEW=path`` keeps it; ``make dashboard-preview`` writes docs/).
"""

from __future__ import annotations

import asyncio
import math
import os
import subprocess
import sys
import time
from collections import Counter
from collections.abc import Iterator
from pathlib import Path

import orjson
import pytest

from deploy.grafana.preview import evaluate, render
from tests.deploy.promtool import promtool
from tests.integration.conftest import StageFactory, WorkerFactory
from tests.integration.helpers import ROOT, event_key, sample_lines
from tests.integration.prometheus import SCRAPE_INTERVAL_S, PrometheusServer

pytestmark = pytest.mark.integration

ESCALATION_RATE = (
    'sum by (field_type) (rate(resolver_escalations_total{job="resolver"}[5m]))'
    ' / sum by (field_type) (rate(resolver_conflicts_total{job="resolver"}[5m]))'
)
# the review service records decisions; until it runs, their histogram has no observation
NEEDS_REVIEW_DECISIONS = {"Time to decision"}
WAVES = 4


def event_lines() -> list[bytes]:
    """Every labelled and held-out event, the samples (one bad line) and two more bad ones."""
    paths = [ROOT / "tests" / "data" / "labelled.jsonl",
             *sorted((ROOT / "tests" / "data").glob("holdout*.jsonl")),
             ROOT / "deploy" / "samples" / "events.jsonl"]
    lines = [line for path in paths for line in sample_lines(path)]
    return [*lines, b"\xff\xfe not UTF-8", b'{"event_id": "no-chunks"}']


def offline_rates(lines: list[bytes], workdir: Path) -> dict[str, tuple[int, int]]:
    """(escalations, conflicts) per field type, from the offline command's conflict records."""
    source = workdir / "events.jsonl"
    source.write_bytes(b"\n".join(lines) + b"\n")
    subprocess.run([sys.executable, "-m", "workers.cli", "resolve", str(source), "--out",
                    str(workdir / "offline")], cwd=ROOT, check=True, capture_output=True)
    conflicts: Counter[str] = Counter()
    escalations: Counter[str] = Counter()
    for line in (workdir / "offline" / "conflicts.jsonl").read_bytes().splitlines():
        record = orjson.loads(line)
        for field_type in record["detected_fields"]:
            conflicts[field_type] += 1
            escalations[field_type] += record["status"] == "escalated"
    return {f: (escalations[f], conflicts[f]) for f in conflicts}


@pytest.fixture
def prometheus_for(tmp_path: Path) -> Iterator[list[PrometheusServer]]:
    servers: list[PrometheusServer] = []
    yield servers
    for server in servers:
        server.stop()


async def test_prometheus_scrapes_the_worker_evaluates_alerts_and_every_dashboard_panel(
    make_stage: StageFactory, start_worker: WorkerFactory, prometheus_for: list[PrometheusServer],
    tmp_path: Path,
) -> None:
    stage = await make_stage(partitions=3)
    worker = start_worker(stage)
    await worker.wait_ready()
    (tmp_path / "prometheus").mkdir()
    prometheus = PrometheusServer(tmp_path / "prometheus", [f"127.0.0.1:{worker.port}"]).start()
    prometheus_for.append(prometheus)
    await prometheus.wait_ready()
    started = time.time()
    # a few scrapes of the zeros before the first event, so rate() sees every counter start
    await prometheus.wait_for('count_over_time(up{job="resolver"}[1m]) >= 3 and up == 1')

    lines = event_lines()
    wave = math.ceil(len(lines) / WAVES)
    for first in range(0, len(lines), wave):  # in waves, so the panels show a curve
        part = lines[first:first + wave]
        await stage.produce(part, keys=[event_key(line) for line in part])
        await asyncio.sleep(3 * SCRAPE_INTERVAL_S)
    deadline = time.monotonic() + 120
    while worker.progress().get("records", 0) < len(lines):
        assert time.monotonic() < deadline, worker.tail()
        await asyncio.sleep(0.2)
    await prometheus.wait_for(f'sum(resolver_events_total{{job="resolver"}}) == {len(lines)}')
    await asyncio.sleep(3 * SCRAPE_INTERVAL_S)

    # the escalation rate per field type, as the README and the alert define it
    expected = offline_rates(lines, tmp_path)
    assert time.time() - started < 270, "the [5m] window must still hold the first scrape"
    got = {item["metric"]["field_type"]: float(item["value"][1])
           for item in prometheus.query(ESCALATION_RATE)}
    assert {f for f, v in got.items() if not math.isnan(v)} == set(expected)  # 0/0 elsewhere
    for field_type, (escalated, conflicts) in expected.items():
        assert got[field_type] == pytest.approx(escalated / conflicts, rel=1e-9), field_type
    nonzero = {f for f, (escalated, _) in expected.items() if escalated}
    assert len(nonzero) >= 3 and all(got[f] > 0 for f in nonzero)

    # a real scrape passes promtool's metric lint
    body = worker.get_bytes("/metrics")
    assert body is not None
    lint = promtool("check", "metrics", stdin=body)
    problems = (lint.stdout + lint.stderr).strip()
    assert lint.returncode == 0 and not problems, problems

    # every alert rule evaluates on the real series; the dead letters fire their alert
    rules = [rule for group in prometheus.api("rules")["groups"] for rule in group["rules"]]
    assert len(rules) >= 9 and all(rule["health"] == "ok" for rule in rules), rules
    firing = await prometheus.wait_for(
        'ALERTS{alertname="ResolverDeadLetters", alertstate="firing"}')
    assert {alert["metric"]["reason"] for alert in firing} == {"encoding", "json", "validation"}
    assert not prometheus.query('ALERTS{alertname=~"ResolverWorkerDown|ResolverEngineErrors"}')

    # every dashboard panel's queries, evaluated by this Prometheus, return data
    end = time.time()
    panels = evaluate(prometheus.url, started, end, SCRAPE_INTERVAL_S)
    assert len(panels) >= 15
    for panel in panels:
        assert panel.series, f"{panel.title}: no series for {panel.queries}"
        if panel.title in NEEDS_REVIEW_DECISIONS:
            continue
        assert any(series.finite for series in panel.series), f"{panel.title}: only NaN"
    outcome_mix = next(p for p in panels if p.title == "Outcome mix")
    assert sum(s.values[-1] for s in outcome_mix.series) == pytest.approx(len(lines), rel=0.25)

    out = Path(os.environ.get("DASHBOARD_PREVIEW") or tmp_path / "dashboard-preview.png")
    render(panels, out, f"RAG conflict resolver — {len(lines)} events through a real worker, "
                        "scraped by a real Prometheus")
    assert out.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n" and out.stat().st_size > 20_000
