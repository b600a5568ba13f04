"""Resolving processes behind one consumer: ``RESOLVER_RESOLVING_PROCESSES`` = N > 0.

The worker process keeps everything Kafka (one consumer, one producer, the commits, the
decisions follower, the web endpoints); N child processes run only the step. A batch is cut
into contiguous pieces dealt to the children in turn; the results are awaited and yielded in
input order, so outputs are sent and offsets committed exactly as with one process (per-key
and per-partition order come from that order, not from which child ran a record).

Each child holds its own decisions table, fed by the worker with every decisions-topic record
it reads, in topic order (``forward_decisions``). Each child has one FIFO queue (one
single-process executor per child), so the records read before a batch is dealt are applied
before any of that batch's records is resolved: a child resolves with the decisions the
worker knew when the batch was dealt, as the in-process worker resolves with those it knows
when each record's turn comes. Children ignore SIGINT/SIGTERM: the worker finishes or cuts
its batch and then shuts them down. A child that dies (killed, out of memory) breaks its
executor: the batch in flight raises and is not committed, and the worker exits non-zero
for its supervisor, as after a refused write.
"""

from __future__ import annotations

import asyncio
import logging
import multiprocessing
import signal
import time
from collections.abc import AsyncIterator, Callable, Sequence
from concurrent.futures import ProcessPoolExecutor
from typing import Any

from schemas.records import DeadLetterSource
from workers.clock import utc_now
from workers.decisions_table import LiveDecisions
from workers.engine import Policy, set_reading_cache_size
from workers.kafka.resolving import source_of
from workers.observers import EventDone
from workers.settings import Settings
from workers.step import Output, StepConfig, step

PIECES_PER_PROCESS = 4
"""A batch is cut into about this many pieces per child: the worker sends one piece's
outputs while the children resolve the next ones."""

Item = tuple[bytes | None, bytes | None, str, int, int]
"""One input record as sent to a child: key, value, topic, partition, offset."""
DecisionRecord = tuple[bytes | None, bytes | None]

_config: StepConfig | None = None  # in a child: its step config (with its decisions table)
_decisions = LiveDecisions()  # in a child: fed by ``_apply``


def _start_child(settings: Settings, policy: Policy) -> None:
    global _config  # noqa: PLW0603 - one config per child process, set once here
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    signal.signal(signal.SIGTERM, signal.SIG_IGN)
    logging.basicConfig(level=settings.log_level.upper())
    set_reading_cache_size(settings.reading_cache_size)
    _config = StepConfig(policy, settings.limits, settings.max_output_bytes, _decisions,
                         event_time_budget_ms=settings.event_time_budget_ms)


def _apply(records: list[DecisionRecord]) -> None:
    for key, value in records:
        _decisions.apply(key, value)


def _ready() -> bool:
    return _config is not None


def _resolve(items: list[Item]) -> list[tuple[list[Output], float]]:
    """In a child: the step on each item, with the seconds it took."""
    assert _config is not None, "child not started"
    done = []
    for key, value, topic, partition, offset in items:
        started = time.perf_counter()
        source = DeadLetterSource(topic=topic, partition=partition, offset=offset)
        outputs = step(key, value, source, _config, utc_now())
        done.append((outputs, time.perf_counter() - started))
    return done


class ProcessResolver:
    """The step in ``processes`` child processes (see the module invariants)."""

    def __init__(self, settings: Settings, policy: Policy, processes: int) -> None:
        context = multiprocessing.get_context("spawn")  # no fork of a threaded event loop
        self._pools = [
            ProcessPoolExecutor(1, mp_context=context, initializer=_start_child,
                                initargs=(settings, policy))
            for _ in range(processes)
        ]
        self._turn = 0

    def forward_decisions(self, records: list[DecisionRecord]) -> None:
        """Queue decisions-topic records for every child, behind what it was given before."""
        for pool in self._pools:
            pool.submit(_apply, records)

    async def start(self) -> None:
        """Return once every child has started (its imports done, its decisions queued)."""
        loop = asyncio.get_running_loop()
        await asyncio.gather(*(loop.run_in_executor(pool, _ready) for pool in self._pools))

    async def resolve(self, records: Sequence[Any], stopping: Callable[[], bool],
                      ) -> AsyncIterator[list[EventDone]]:
        loop = asyncio.get_running_loop()
        size = -(-len(records) // (len(self._pools) * PIECES_PER_PROCESS))
        pieces = [records[i:i + size] for i in range(0, len(records), size)]
        futures = []
        for piece in pieces:
            pool = self._pools[self._turn % len(self._pools)]
            self._turn += 1
            items = [(r.key, r.value, r.topic, r.partition, r.offset) for r in piece]
            futures.append(loop.run_in_executor(pool, _resolve, items))
        try:
            for piece, future in zip(pieces, futures, strict=True):
                results = await future
                yield [EventDone(source_of(record), outputs, seconds)
                       for record, (outputs, seconds) in zip(piece, results, strict=True)]
                if stopping():
                    return
        finally:
            for future in futures:
                future.cancel()  # pieces not started yet are dropped; the rest is not committed

    async def close(self) -> None:
        def shutdown() -> None:
            for pool in self._pools:
                pool.shutdown(wait=True, cancel_futures=True)

        await asyncio.to_thread(shutdown)
