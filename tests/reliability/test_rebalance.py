"""A second worker joins mid-stream and leaves (SIGTERM) again: the group rebalances twice
and every input still ends in exactly one kind of output, replays identical."""

from __future__ import annotations

import asyncio
import time

import pytest

from tests.integration.conftest import StageFactory, WorkerFactory
from tests.integration.helpers import make_event
from tests.reliability.helpers import read_outputs, report, wait_until

pytestmark = pytest.mark.reliability

EVENTS = 3_000
STEP = 60


async def test_a_worker_joining_and_leaving_mid_stream_loses_nothing(
    make_stage: StageFactory, start_worker: WorkerFactory,
) -> None:
    stage = await make_stage(partitions=6, RESOLVER_BATCH_SIZE="50")
    ids = [f"rebalance-{i:05d}" for i in range(EVENTS)]

    async def trickle() -> None:  # a steady stream, so that joining and leaving are mid-stream
        for at in range(0, EVENTS, STEP):
            part = ids[at : at + STEP]
            await stage.produce([make_event(i) for i in part], keys=[i.encode() for i in part])
            await asyncio.sleep(0.5)

    producing = asyncio.create_task(trickle())
    first = start_worker(stage)
    await first.wait_ready()
    await wait_until("the first worker to be mid-stream",
                     lambda: first.progress().get("records", 0) >= EVENTS // 5)
    joined_at = time.monotonic()
    second = start_worker(stage)
    await second.wait_ready(timeout=120)
    await wait_until("the second worker to take partitions and work",
                     lambda: second.progress().get("records", 0) > 0, timeout=120)
    join_s = time.monotonic() - joined_at
    await wait_until("the second worker to do a share",
                     lambda: second.progress().get("records", 0) >= EVENTS // 10, timeout=120)
    second_done = second.progress().get("records", 0)
    assert await second.stop() == 0, second.tail()  # leaves mid-stream: a second rebalance
    left_at = time.monotonic()
    before = first.progress().get("records", 0)
    await wait_until("the first worker to take every partition back",
                     lambda: len((first.get("/health") or {}).get("assignment", [])) == 6)
    await wait_until("the first worker to go on",
                     lambda: first.progress().get("records", 0) > before
                     or first.progress().get("records", 0) + second_done >= EVENTS)
    leave_s = time.monotonic() - left_at
    await producing
    await stage.read(stage.settings.topic_generation,
                     lambda records: len({r.key for r in records}) >= EVENTS, timeout=240)
    outputs = await read_outputs(stage)
    assert await first.stop() == 0, first.tail()

    lost = [i for i in ids if i.encode() not in outputs.generation]
    report("rebalance", events_in=EVENTS, generated=len(outputs.generation),
           dead_lettered=len(outputs.dead), lost=len(lost), duplicates=outputs.duplicates,
           second_worker_records=second_done, join_to_second_worker_progress_s=round(join_s, 1),
           leave_to_first_worker_progress_s=round(leave_s, 1))
    assert lost == []
    assert outputs.differing() == []
    assert second_done > 0
