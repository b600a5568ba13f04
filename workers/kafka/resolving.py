"""Running the step on a batch's records away from the event loop, a chunk at a time.

Invariants of a resolver:
- ``resolve`` yields the records' results in the order the records were given, in chunks, so
  the loop sends outputs and commits exactly as it would record by record; it starts
  resolving the next chunk before yielding one, so a chunk's outputs are sent while the next
  is resolved;
- the event loop never waits behind the engine: the step runs in a thread, which CPython
  preempts every few milliseconds (the switch interval) for the loop: heartbeats, ``/health``;
- ``stopping()`` is asked before each chunk is started: once true, no further chunk starts
  and what was yielded is a prefix of the records (per partition, a prefix too), which the
  loop writes and commits; the rest is read again by the partition's next owner.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import AsyncIterator, Callable, Sequence
from typing import Any, Protocol

from schemas.records import DeadLetterSource
from workers.clock import utc_now
from workers.observers import EventDone
from workers.step import Output

Step = Callable[[bytes | None, bytes | None, DeadLetterSource, str], list[Output]]
"""``(key, value, source, now) -> outputs``: ``workers.step.step`` with its config bound."""

CHUNK_S = 0.05
"""The thread resolver hands a chunk back after about this much work (at least one record)."""


class Resolver(Protocol):
    """Runs the step on records, off the event loop (see the module invariants)."""

    def resolve(self, records: Sequence[Any], stopping: Callable[[], bool],
                ) -> AsyncIterator[list[EventDone]]: ...

    async def close(self) -> None: ...


def source_of(record: Any) -> DeadLetterSource:
    return DeadLetterSource(topic=record.topic, partition=record.partition, offset=record.offset)


def run_chunk(step: Step, records: Sequence[Any], start: int, budget_s: float,
              ) -> list[EventDone]:
    """Records from ``start`` on until ``budget_s`` of work is done (at least one)."""
    done: list[EventDone] = []
    began = time.perf_counter()
    for record in records[start:]:
        started = time.perf_counter()
        source = source_of(record)
        outputs = step(record.key, record.value, source, utc_now())
        finished = time.perf_counter()
        done.append(EventDone(source, outputs, finished - started))
        if finished - began >= budget_s:
            break
    return done


class ThreadResolver:
    """The step in a worker thread, about ``CHUNK_S`` of records per hop (one process)."""

    def __init__(self, step: Step, chunk_s: float = CHUNK_S) -> None:
        self._step = step
        self._chunk_s = chunk_s

    async def resolve(self, records: Sequence[Any], stopping: Callable[[], bool],
                      ) -> AsyncIterator[list[EventDone]]:
        def hop(start: int) -> asyncio.Future[list[EventDone]]:
            return asyncio.ensure_future(asyncio.to_thread(
                run_chunk, self._step, records, start, self._chunk_s))

        position = 0
        pending = hop(0)
        while True:
            done = await pending
            position += len(done)
            more = position < len(records) and not stopping()
            if more:
                pending = hop(position)
            yield done
            if not more:
                return

    async def close(self) -> None:
        """Nothing to release: the loop's default executor is shut down with the loop."""
