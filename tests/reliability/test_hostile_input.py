"""Ten thousand generated malformed and hostile records through one worker on the real
broker: none stops it, each ends in exactly one output or one dead letter."""

from __future__ import annotations

import os
import time
from collections import Counter

import orjson
import pytest

from tests.integration.conftest import StageFactory, WorkerFactory
from tests.reliability.helpers import peak_rss_mib, read_outputs, report, wait_until
from tests.reliability.hostile import hostile_inputs

pytestmark = pytest.mark.reliability

COUNT = int(os.environ.get("RELIABILITY_HOSTILE_COUNT", "10000"))


def _event_id(value: bytes | None) -> str | None:
    try:
        document = orjson.loads(value) if value is not None else None
    except orjson.JSONDecodeError:
        return None
    event_id = document.get("event_id") if isinstance(document, dict) else None
    return event_id if isinstance(event_id, str) else None


async def test_every_hostile_record_ends_in_exactly_one_output(
    make_stage: StageFactory, start_worker: WorkerFactory,
) -> None:
    stage = await make_stage(partitions=1, RESOLVER_MAX_EVENT_BYTES="900000")
    seed = time.time_ns() % 1_000_000
    inputs = hostile_inputs(COUNT, seed)
    placed = await stage.produce([value for _, value in inputs],
                                 keys=[f"k-{i}".encode() for i in range(COUNT)])

    worker = start_worker(stage)
    started = time.monotonic()
    await worker.wait_ready()
    await wait_until("every record processed",
                     lambda: worker.progress().get("records", 0) >= COUNT, timeout=400)
    elapsed = time.monotonic() - started
    rss = peak_rss_mib(worker)
    health = worker.get("/health")
    outputs = await read_outputs(stage)
    assert worker.proc is not None and worker.proc.poll() is None, worker.tail()
    assert await worker.stop() == 0, worker.tail()

    wrong: list[str] = []
    by_class: Counter[str] = Counter()
    errors: Counter[str] = Counter()
    for (name, value), meta in zip(inputs, placed, strict=True):
        letters = outputs.dead.get((meta.partition, meta.offset), [])
        event_id = _event_id(value)
        generated = len(outputs.generation.get(event_id.encode(), [])) if event_id else 0
        if len(letters) + generated != 1:
            wrong.append(f"{name} at {meta.offset}: {len(letters)} letters, {generated} outputs")
        by_class[f"{name}: {'generation' if generated else 'dead letter'}"] += 1
        for letter in letters:
            errors[orjson.loads(letter)["error"]] += 1
    report("hostile_input", events_in=COUNT, seed=seed, generated=len(outputs.generation),
           dead_lettered=len(outputs.dead), lost=sum("0 letters, 0" in w for w in wrong),
           duplicates=outputs.duplicates, peak_rss_mib=round(rss, 1),
           seconds=round(elapsed, 1), dead_letter_errors=dict(errors),
           outcome_by_class=dict(sorted(by_class.items())),
           health_status=(health or {}).get("status"))
    assert wrong == [], f"{len(wrong)} records without exactly one output: {wrong[:5]}"
    assert len(outputs.generation) + len(outputs.dead) == COUNT
