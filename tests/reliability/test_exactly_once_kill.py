"""Exactly-once mode under SIGKILL: the worker is killed at three random moments and restarted
with the same RESOLVER_TRANSACTIONAL_ID; a read_committed reader of the outputs sees every
input exactly once (no loss, no duplicate), while a read_uncommitted one may also see the
aborted transactions' records."""

from __future__ import annotations

import asyncio
import os
import random
import signal
import time
import uuid

import pytest

from tests.integration.conftest import StageFactory, WorkerFactory
from tests.integration.helpers import Stage
from tests.reliability.helpers import kill_inputs, read_outputs, report, wait_until

pytestmark = pytest.mark.reliability

EVENTS = int(os.environ.get("RELIABILITY_EOS_EVENTS", "2000"))
BAD_EVERY = 40
KILLS = 3


async def test_sigkills_in_exactly_once_mode_leave_no_loss_and_no_duplicate(
    make_stage: StageFactory, start_worker: WorkerFactory,
) -> None:
    stage = await make_stage(partitions=3, RESOLVER_BATCH_SIZE="50",
                             RESOLVER_PROCESSING_GUARANTEE="exactly_once",
                             RESOLVER_TRANSACTIONAL_ID=f"eos-{uuid.uuid4().hex[:8]}")
    keys, values = kill_inputs("eos", EVENTS, BAD_EVERY)
    placed = await stage.produce(values, keys=keys)
    rnd = random.Random(time.time_ns())
    moments = sorted(rnd.randint(EVENTS // 20, EVENTS // 4) for _ in range(KILLS))

    recoveries = []
    worker = start_worker(stage)  # every restart has the same transactional id (stage.env)
    await worker.wait_ready()
    for moment in moments:
        current = worker
        await wait_until(f"{moment} records processed",
                         lambda w=current, m=moment: w.records() >= m)
        await _sleep_a_random_fraction_of_a_batch(rnd)
        assert await worker.stop(signal.SIGKILL) == -signal.SIGKILL
        killed_at = time.monotonic()
        worker = start_worker(stage)
        await worker.wait_ready(timeout=120)
        await wait_until("the restarted worker to make progress",
                         lambda w=worker: w.records() > 0,
                         detail=lambda w=worker: f"{w.get('/health')}\n{w.tail()}")
        recoveries.append(round(time.monotonic() - killed_at, 1))

    expected_generated = EVENTS - len(range(0, EVENTS, BAD_EVERY))
    await wait_until_committed(stage, expected_generated)
    assert await worker.stop() == 0, worker.tail()
    outputs = await read_outputs(stage, "read_committed")
    uncommitted_view = await read_outputs(stage)  # read_uncommitted: aborted records too

    lost = []
    for i, (key, meta) in enumerate(zip(keys, placed, strict=True)):
        found = ((meta.partition, meta.offset) in outputs.dead if i % BAD_EVERY == 0
                 else key in outputs.generation)
        if not found:
            lost.append(key.decode())
    generated, dead = len(outputs.generation), len(outputs.dead)
    report("exactly_once_kill", events_in=EVENTS, generated=generated, dead_lettered=dead,
           lost=len(lost), duplicates=outputs.duplicates,
           aborted_copies_seen_read_uncommitted=uncommitted_view.duplicates, kills=KILLS,
           kill_after_records=moments, recovery_s=recoveries)
    assert lost == [], f"{len(lost)} inputs have no committed output: {lost[:5]}"
    assert outputs.duplicates == 0, "a read_committed reader sees every output once"
    assert generated + dead == EVENTS


async def _sleep_a_random_fraction_of_a_batch(rnd: random.Random) -> None:
    """Kill at a random point of a batch, not always just after a commit was observed."""
    await asyncio.sleep(rnd.uniform(0.0, 0.3))


async def wait_until_committed(stage: Stage, generated: int, timeout: float = 90.0) -> None:
    """Until the generation topic holds ``generated`` committed distinct keys."""
    started = time.monotonic()
    while True:
        records = await stage.read_all(stage.settings.topic_generation, "read_committed")
        if len({r.key for r in records}) >= generated:
            return
        assert time.monotonic() - started < timeout, f"{len(records)} committed after {timeout}s"
        await asyncio.sleep(1.0)

