"""The loop's batch path: the step runs a chunk of records per hop off the event loop,
results keep the input order, and a stop between chunks commits only what was written."""

from __future__ import annotations

import asyncio
import threading
import time

from schemas.records import DeadLetterSource
from tests.shell.memory_kafka import records
from tests.shell.test_loop import BAD, GOOD, SETTINGS, TP0, TP1, clients, run_step, started
from workers.kafka.loop import ResolverLoop
from workers.kafka.resolving import ThreadResolver
from workers.observers import Progress
from workers.step import Output


async def test_chunks_come_back_in_input_order_and_the_loop_runs_meanwhile() -> None:
    calls: list[int] = []
    ticks = 0
    main = threading.get_ident()

    def slow_step(key: bytes | None, value: bytes | None, source: DeadLetterSource, now: str,
                  ) -> list[Output]:
        assert threading.get_ident() != main, "the step never runs on the event loop"
        calls.append(source.offset)
        time.sleep(0.02)
        return run_step(key, value, source, now)

    async def tick() -> None:
        nonlocal ticks
        while True:
            ticks += 1
            await asyncio.sleep(0)

    ticker = asyncio.create_task(tick())
    batch = records("in", 0, [GOOD, BAD, GOOD, BAD, GOOD, GOOD], first_offset=3)
    chunks = [done async for done in ThreadResolver(slow_step, chunk_s=0.03).resolve(
        batch, lambda: False)]
    ticker.cancel()
    offsets = [event.source.offset for chunk in chunks for event in chunk]
    assert offsets == calls == [3, 4, 5, 6, 7, 8]
    assert 1 < len(chunks) < 6, "several records per hop, more than one hop"
    assert ticks > len(chunks), "the event loop went on while the chunks were resolved"
    kinds = [[out.kind for out in event.outputs][-1] for chunk in chunks for event in chunk]
    assert kinds == ["generation", "dead_letter"] * 2 + ["generation"] * 2


async def test_a_stop_between_chunks_writes_and_commits_the_resolved_prefix_only() -> None:
    journal: list[str] = []
    producer, consumer = clients(journal)
    progress = Progress()
    loop: ResolverLoop

    def stopping_step(key: bytes | None, value: bytes | None, source: DeadLetterSource,
                      now: str) -> list[Output]:
        if source.partition == 0 and source.offset == 1:  # SIGTERM while record 1 resolves
            event_loop.call_soon_threadsafe(loop._stopped.set)
        return run_step(key, value, source, now)

    event_loop = asyncio.get_running_loop()
    loop = ResolverLoop(SETTINGS, run_step, consumer_factory=lambda: consumer,
                        producer_factory=lambda: producer, observers=[progress],
                        resolver=ThreadResolver(stopping_step, chunk_s=0))
    await started(loop, consumer)
    batch = {TP0: records("in", 0, [GOOD, BAD, GOOD]), TP1: records("in", 1, [GOOD])}
    await loop.process_batch(batch, fetched_at=time.perf_counter())

    assert consumer.commits == [{TP0: 2}], "past the two records written, nothing of in:1"
    assert [topic for topic, _, _ in producer.sent] == ["arch", "gen", "dlq"]  # GOOD, BAD
    assert progress.records == 2
