"""Writing a batch's outputs until every one is acknowledged, through a broker outage.

Invariants:
- ``acknowledge`` returns only once every output it was given is acknowledged, so the loop
  commits nothing past an unacknowledged output;
- a transient failure (the broker cannot take the write now: not enough in-sync replicas, no
  leader, a lost connection, a timeout) is never raised: the output is sent again after a
  pause (at-least-once: a re-sent record is byte-identical to the first), and the trouble is
  shown in ``trouble`` (read by ``/health`` and ``/metrics``) until the writes go through;
- a permanent failure (the broker refuses the record itself: too large, not authorised, a
  fenced or broken producer) raises, so the worker stops with its batch uncommitted;
- once the worker is stopping, a batch still blocked by an outage is abandoned
  (``WritesAbandonedError``) uncommitted: the partition's next owner reads it again.
"""

from __future__ import annotations

import asyncio
import logging
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from aiokafka.errors import KafkaError, KafkaTimeoutError

from workers.step import Output

logger = logging.getLogger(__name__)

STALL_S = 5.0
"""Acks outstanding this long count as trouble (the producer itself retries meanwhile)."""
BACKOFF_S = (0.5, 1.0, 2.0, 5.0)
"""Pauses before sending a failed output again; the last one repeats."""


class WritesAbandonedError(Exception):
    """The worker is stopping while outputs are still unacknowledged: commit nothing."""


@dataclass(frozen=True, slots=True)
class WriteTrouble:
    """Outputs the broker has not acknowledged: since when (monotonic), why, resends so far."""

    since: float
    error: str
    resends: int

    def as_json(self, now: float) -> dict[str, Any]:
        return {"for_s": round(now - self.since, 1), "error": self.error, "resends": self.resends}


@dataclass(frozen=True, slots=True)
class Sent:
    """One output handed to the producer, and the future of its acknowledgement."""

    topic: str
    output: Output
    ack: asyncio.Future[Any]


def transient(exc: BaseException) -> bool:
    """A failure that may go away by itself: retry it rather than stop the worker."""
    return isinstance(exc, KafkaTimeoutError) or (
        isinstance(exc, KafkaError) and bool(getattr(exc, "retriable", False)))


class OutputWriter:
    """Sends outputs on one producer and waits for their acks, re-sending transient failures."""

    def __init__(self, producer: Any, stopping: Callable[[], bool],
                 stall_s: float = STALL_S, backoff_s: tuple[float, ...] = BACKOFF_S) -> None:
        self._producer = producer
        self._stopping = stopping
        self._stall_s = stall_s
        self._backoff_s = backoff_s
        self.trouble: WriteTrouble | None = None
        self.resends = 0  # since start, for the metrics

    async def send(self, topic: str, output: Output) -> Sent:
        """Hand one output to the producer; a failure to enqueue it lands in its ack.

        The producer makes ``send`` wait while its buffer for the partition is full, which
        is what an outage looks like from here: that wait is reported as trouble too."""
        enqueue = asyncio.ensure_future(self._producer.send(topic, output.value, key=output.key))
        while not (await asyncio.wait([enqueue], timeout=self._stall_s))[0]:
            self._troubled(f"the producer's buffer is full: no output to {topic} taken for "
                           f"{self._stall_s:g} s", 0)
        try:
            ack = enqueue.result()
        except KafkaError as exc:
            ack = asyncio.get_running_loop().create_future()
            ack.set_exception(exc)
        return Sent(topic, output, ack)

    async def send_all(self, outputs: Sequence[tuple[str, Output]]) -> list[Sent]:
        """``send`` for each (topic, output) in turn, watched as one: a cheaper path for a
        chunk of outputs (one task, not one per output), with the same trouble reporting."""
        if not outputs:
            return []
        enqueue = asyncio.ensure_future(self._enqueue_all(outputs))
        while not (await asyncio.wait([enqueue], timeout=self._stall_s))[0]:
            self._troubled(f"the producer's buffer is full: outputs not taken for "
                           f"{self._stall_s:g} s", 0)
        return enqueue.result()

    async def _enqueue_all(self, outputs: Sequence[tuple[str, Output]]) -> list[Sent]:
        sent = []
        for topic, output in outputs:
            try:
                ack = await self._producer.send(topic, output.value, key=output.key)
            except KafkaError as exc:
                ack = asyncio.get_running_loop().create_future()
                ack.set_exception(exc)
            sent.append(Sent(topic, output, ack))
        return sent

    async def acknowledge(self, sent: list[Sent]) -> None:
        """Return once every output in ``sent`` is acknowledged (see the module invariants)."""
        waiting, attempt = sent, 0
        while waiting:
            await asyncio.wait([s.ack for s in waiting], timeout=self._stall_s)
            failed = [s for s in waiting if s.ack.done() and s.ack.exception() is not None]
            unfinished = [s for s in waiting if not s.ack.done()]
            if not failed and not unfinished:
                break
            for s in failed:
                exc = s.ack.exception()
                if exc is not None and not transient(exc):
                    raise exc
            error = (_describe(failed[0].ack.exception()) if failed
                     else f"{len(unfinished)} outputs not acknowledged after {self._stall_s:g} s")
            self._troubled(error, len(failed))
            if self._stopping():
                raise WritesAbandonedError(f"stopping with {len(failed) + len(unfinished)} outputs "
                                      "unacknowledged; the batch is left uncommitted")
            if failed:
                await asyncio.sleep(self._backoff_s[min(attempt, len(self._backoff_s) - 1)])
                attempt += 1
                failed = [await self.send(s.topic, s.output) for s in failed]
            waiting = unfinished + failed
        if self.trouble is not None:
            logger.warning("outputs acknowledged again after %.1f s and %d resends",
                           time.monotonic() - self.trouble.since, self.trouble.resends)
            self.trouble = None

    def _troubled(self, error: str, resending: int) -> None:
        self.resends += resending
        if self.trouble is None:
            logger.warning("outputs not acknowledged, retrying: %s", error)
            self.trouble = WriteTrouble(time.monotonic(), error, resending)
        else:
            self.trouble = WriteTrouble(self.trouble.since, error,
                                        self.trouble.resends + resending)


def _describe(exc: BaseException | None) -> str:
    return f"{type(exc).__name__}: {exc}" if exc is not None else "unknown"
