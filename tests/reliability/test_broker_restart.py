"""The broker crashes (SIGKILL) mid-stream and comes back on its data: the worker, left
alone, resumes by itself; every input ends in one output and replays are identical."""

from __future__ import annotations

import asyncio
import os
import subprocess
import time

import pytest

from tests.integration.conftest import StageFactory, WorkerFactory
from tests.integration.helpers import ROOT, make_event
from tests.reliability.helpers import read_outputs, report, wait_until

pytestmark = pytest.mark.reliability

EVENTS = 2_000
KAFKA_SH = ROOT / "deploy" / "kafka" / "kafka.sh"


def _kafka(action: str, port: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([str(KAFKA_SH), action], env=os.environ | {"KAFKA_PORT": port},
                          capture_output=True, text=True, timeout=180, check=False)


async def test_the_worker_resumes_by_itself_after_a_broker_crash(
    bootstrap: str, make_stage: StageFactory, start_worker: WorkerFactory,
) -> None:
    port = bootstrap.rsplit(":", 1)[1]
    if _kafka("status", port).returncode != 0:
        pytest.skip("the broker was not started by deploy/kafka/kafka.sh: cannot restart it")
    stage = await make_stage(partitions=3, RESOLVER_BATCH_SIZE="50")
    ids = [f"broker-{i:05d}" for i in range(EVENTS)]
    await stage.produce([make_event(i) for i in ids], keys=[i.encode() for i in ids])

    worker = start_worker(stage)
    await worker.wait_ready()
    await wait_until("the worker to be mid-stream",
                     lambda: worker.progress().get("records", 0) >= EVENTS // 10)
    killed = _kafka("kill", port)
    assert killed.returncode == 0, killed.stderr
    before = worker.progress().get("records", 0)
    down_at = time.monotonic()
    await asyncio.sleep(3)
    started = _kafka("start", port)
    assert started.returncode == 0, started.stderr
    back_at = time.monotonic()
    assert worker.proc is not None and worker.proc.poll() is None, worker.tail()
    await wait_until("the worker to resume",
                     lambda: worker.progress().get("records", 0) > before, timeout=180)
    resumed_at = time.monotonic()
    await stage.read(stage.settings.topic_generation,
                     lambda records: len({r.key for r in records}) >= EVENTS, timeout=240)
    outputs = await read_outputs(stage)
    alive = worker.proc.poll() is None
    assert await worker.stop() == 0, worker.tail()

    lost = [i for i in ids if i.encode() not in outputs.generation]
    report("broker_restart", events_in=EVENTS, generated=len(outputs.generation),
           dead_lettered=len(outputs.dead), lost=len(lost), duplicates=outputs.duplicates,
           broker_down_s=round(back_at - down_at, 1),
           kill_to_first_commit_s=round(resumed_at - down_at, 1),
           first_commit_after_broker_ready_s=round(max(0.0, resumed_at - back_at), 1),
           worker_restarted=not alive)
    assert alive, "the worker must ride out the outage, not exit"
    assert lost == []
    assert outputs.differing() == []
