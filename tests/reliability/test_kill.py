"""SIGKILL the worker at three random moments, restarting it each time: every input ends in
generation or the dead-letter topic, and every record written twice is byte-identical."""

from __future__ import annotations

import os
import random
import signal
import time

import pytest

from tests.integration.conftest import StageFactory, WorkerFactory
from tests.reliability.helpers import kill_inputs, read_outputs, report, wait_until

pytestmark = pytest.mark.reliability

EVENTS = int(os.environ.get("RELIABILITY_KILL_EVENTS", "3000"))  # the full size: 20000
BAD_EVERY = 40
KILLS = 3


async def test_three_sigkills_lose_nothing_and_replays_are_identical(
    make_stage: StageFactory, start_worker: WorkerFactory,
) -> None:
    stage = await make_stage(partitions=3, RESOLVER_BATCH_SIZE="50")
    keys, values = kill_inputs("kill", EVENTS, BAD_EVERY)
    placed = await stage.produce(values, keys=keys)
    rnd = random.Random(time.time_ns())
    moments = sorted(rnd.randint(EVENTS // 20, EVENTS // 4) for _ in range(KILLS))

    recoveries = []
    worker = start_worker(stage)
    await worker.wait_ready()
    for moment in moments:  # records this worker processed before it is killed
        current = worker
        await wait_until(f"{moment} records processed",
                         lambda w=current, m=moment: w.records() >= m)
        assert await worker.stop(signal.SIGKILL) == -signal.SIGKILL
        killed_at = time.monotonic()
        worker = start_worker(stage)
        await worker.wait_ready(timeout=120)
        await wait_until("the restarted worker to make progress",
                         lambda w=worker: w.records() > 0,
                         detail=lambda w=worker: f"{w.get('/health')}\n{w.tail()}")
        recoveries.append(round(time.monotonic() - killed_at, 1))

    s = stage.settings
    await stage.read(s.topic_generation,
                     lambda records: len({r.key for r in records}) >= EVENTS - EVENTS // BAD_EVERY,
                     timeout=240)
    outputs = await read_outputs(stage)
    assert await worker.stop() == 0, worker.tail()

    lost = []
    for i, (key, meta) in enumerate(zip(keys, placed, strict=True)):
        if i % BAD_EVERY == 0:
            found = (meta.partition, meta.offset) in outputs.dead
        else:
            found = key in outputs.generation
        if not found:
            lost.append(key.decode())
    generated = len(outputs.generation)
    dead = len(outputs.dead)
    report("kill", events_in=EVENTS, generated=generated, dead_lettered=dead, lost=len(lost),
           duplicates=outputs.duplicates, kills=KILLS, kill_after_records=moments,
           recovery_s=recoveries)
    assert lost == [], f"{len(lost)} inputs have no output: {lost[:5]}"
    assert outputs.differing() == [], "a replay must write byte-identical records"
    assert generated + dead == EVENTS
