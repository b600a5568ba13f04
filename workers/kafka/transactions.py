"""Exactly-once mode: each batch is one Kafka transaction holding its outputs and its offsets.

Invariants:
- a batch's outputs and the input offsets past it are committed together by
  ``commit_transaction`` (the offsets go in with ``send_offsets_to_transaction``); the
  consumer never commits offsets itself in this mode, so a ``read_committed`` reader sees
  the outputs of exactly the batches whose offsets moved;
- any failure inside the transaction aborts it: its outputs are never visible to a
  ``read_committed`` reader and the offsets stay where they were; ``commit_batch`` then
  returns False after a pause, and the caller processes the batch again in a new transaction;
- a permanent failure (a record refused, a fenced or broken producer) aborts and raises, so
  the worker stops with nothing committed, as in at-least-once mode;
- once the worker is stopping, a failed batch is abandoned (``WritesAbandonedError``).
Limit: aiokafka sends the group id only (no KIP-447 group metadata), so only a producer with
the same transactional id is fenced; one id per worker instance.
"""

from __future__ import annotations

import asyncio
import logging
import time
from collections.abc import Callable, Mapping, Sequence
from typing import Any

from workers.kafka.writes import BACKOFF_S, WritesAbandonedError, WriteTrouble, transient
from workers.step import Output

logger = logging.getLogger(__name__)


class TransactionalWriter:
    """Writes one batch per transaction on a transactional producer (see module invariants)."""

    def __init__(self, producer: Any, group_id: str, stopping: Callable[[], bool],
                 backoff_s: tuple[float, ...] = BACKOFF_S) -> None:
        self._producer = producer
        self._group_id = group_id
        self._stopping = stopping
        self._backoff_s = backoff_s
        self._failures = 0  # consecutive aborted transactions, for the backoff
        self.trouble: WriteTrouble | None = None
        self.resends = 0  # outputs of aborted transactions, written again since start

    async def commit_batch(self, outputs: Sequence[tuple[str, Output]],
                           offsets: Mapping[Any, int]) -> bool:
        """True once ``outputs`` and ``offsets`` are committed in one transaction; False
        once a transient failure has aborted it (nothing visible, offsets unmoved)."""
        await self._producer.begin_transaction()
        try:
            acks = [await self._producer.send(topic, output.value, key=output.key)
                    for topic, output in outputs]
            await asyncio.gather(*acks)
            await self._producer.send_offsets_to_transaction(dict(offsets), self._group_id)
            await self._producer.commit_transaction()
        except Exception as exc:  # every failure aborts; only a transient one is retried
            await self._abort(exc)
            if not transient(exc):
                raise
            self._troubled(exc, len(outputs))
            if self._stopping():
                raise WritesAbandonedError("stopping after an aborted transaction; "
                                           "the batch is left uncommitted") from exc
            await asyncio.sleep(self._backoff_s[min(self._failures, len(self._backoff_s)) - 1])
            return False
        if self.trouble is not None:
            logger.warning("transactions committed again after %.1f s and %d resends",
                           time.monotonic() - self.trouble.since, self.trouble.resends)
            self.trouble = None
        self._failures = 0
        return True

    async def _abort(self, cause: BaseException) -> None:
        try:
            await self._producer.abort_transaction()
        except Exception as exc:  # a fenced or fatally broken producer cannot abort
            logger.error("abort after %s failed: %s", _describe(cause), _describe(exc))
            raise cause from exc

    def _troubled(self, exc: BaseException, outputs: int) -> None:
        self._failures += 1
        self.resends += outputs
        error = f"transaction aborted, batch to be processed again: {_describe(exc)}"
        if self.trouble is None:
            logger.warning("%s", error)
            self.trouble = WriteTrouble(time.monotonic(), error, outputs)
        else:
            self.trouble = WriteTrouble(self.trouble.since, error, self.trouble.resends + outputs)


def _describe(exc: BaseException) -> str:
    return f"{type(exc).__name__}: {exc}"
