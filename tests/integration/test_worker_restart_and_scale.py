"""Stateless scale-out and restarts on a real broker, with ``resolver worker`` subprocesses:
two workers split the partitions; a worker stopped mid-stream (SIGTERM or SIGKILL) and
started again loses no event."""

from __future__ import annotations

import asyncio
import signal
import time
from collections import Counter, defaultdict

import pytest

from tests.integration.conftest import StageFactory, WorkerFactory
from tests.integration.helpers import WorkerProcess, make_event

pytestmark = pytest.mark.integration


async def _until(condition_name: str, check: object, timeout: float = 60.0) -> None:
    assert callable(check)
    deadline = time.monotonic() + timeout
    while not check():
        assert time.monotonic() < deadline, f"timed out waiting for {condition_name}"
        await asyncio.sleep(0.1)


def _assignment(worker: WorkerProcess) -> list[str]:
    health = worker.get("/health")
    return list(health["assignment"]) if health else []


async def test_two_workers_split_the_partitions_and_write_one_output_per_input(
    make_stage: StageFactory, start_worker: WorkerFactory,
) -> None:
    stage = await make_stage(partitions=4)
    s = stage.settings
    first, second = start_worker(stage), start_worker(stage)
    await first.wait_ready()
    await second.wait_ready()
    await _until("a stable split of 4 partitions, 2 each", lambda: (
        len(_assignment(first)) == 2 and len(_assignment(second)) == 2
        and not set(_assignment(first)) & set(_assignment(second))))

    ids = [f"ev-split-{i:04d}" for i in range(400)]
    await stage.produce([make_event(i) for i in ids], keys=[i.encode() for i in ids])
    generation = await stage.read(
        s.topic_generation, lambda records: len({r.key for r in records}) == len(ids),
        settle=2.0)

    per_event = Counter(r.key.decode() for r in generation)
    assert set(per_event) == set(ids)
    assert max(per_event.values()) == 1, "one output per input"
    done = [first.progress()["records"], second.progress()["records"]]
    assert min(done) > 0, f"both workers must have processed events: {done}"
    assert sum(done) == len(ids)
    assert await first.stop() == 0
    assert await second.stop() == 0


@pytest.mark.parametrize("sig", [signal.SIGTERM, signal.SIGKILL], ids=["sigterm", "sigkill"])
async def test_a_worker_stopped_mid_stream_and_restarted_loses_nothing(
    sig: signal.Signals, make_stage: StageFactory, start_worker: WorkerFactory,
) -> None:
    stage = await make_stage(partitions=3, RESOLVER_BATCH_SIZE="20")
    s = stage.settings
    ids = [f"ev-restart-{i:05d}" for i in range(4000)]
    await stage.produce([make_event(i) for i in ids], keys=[i.encode() for i in ids])

    first = start_worker(stage)
    await first.wait_ready()
    await _until("the first worker to be mid-stream",
                 lambda: first.progress().get("records", 0) >= 200)
    code = await first.stop(sig)
    assert code == (0 if sig == signal.SIGTERM else -signal.SIGKILL), first.tail()

    second = start_worker(stage)
    await second.wait_ready(timeout=90)  # after SIGKILL the dead member must time out first
    generation = await stage.read(
        s.topic_generation, lambda records: len({r.key for r in records}) == len(ids),
        timeout=120, settle=1.0)
    assert second.progress()["records"] > 0, "the first worker was stopped mid-stream"
    assert await second.stop() == 0

    versions: dict[bytes, set[bytes]] = defaultdict(set)
    for record in generation:
        versions[record.key].add(record.value)
    assert {key.decode() for key in versions} == set(ids), "no event lost"
    assert all(len(v) == 1 for v in versions.values()), "a replayed event yields identical records"
    copies = Counter(record.key for record in generation)
    if sig == signal.SIGTERM:  # graceful: the last batch was finished and committed
        assert max(copies.values()) == 1, "SIGTERM must not cause reprocessing"
