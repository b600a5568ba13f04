"""The hot loop: rag.retrieval → resolve → outputs, on aiokafka, inside the Faust app.

Guarantee: an input offset is committed only after every record it produced (conflict
records, ResolvedContext, or its dead letter) is acknowledged by all in-sync replicas.
At-least-once: after a crash the uncommitted batch is read again, and because ``event_id``
and ``conflict_id`` are content-derived keys the replayed records are identical.

Lifecycle (a ``mode.Service``, started and stopped by the Faust worker):
start → producer, then consumer subscribed with a rebalance listener; run → fetch a batch,
``process_batch``, repeat; stop (SIGTERM) → fetch no more, let the batch in flight finish
(its outputs acknowledged and its offsets committed), leave the group, flush the producer.
A failed send or ack propagates out of the loop: nothing is committed, the service crashes
and the worker exits non-zero for its supervisor to restart it.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from aiokafka import ConsumerRebalanceListener
from aiokafka.errors import CommitFailedError, IllegalStateError
from mode import Service

from schemas.records import DeadLetterSource
from workers.clock import utc_now
from workers.decisions_table import LiveDecisions
from workers.engine import Policy
from workers.kafka.clients import make_consumer, make_producer
from workers.kafka.decisions import DecisionsFollower
from workers.settings import Settings
from workers.step import Routing, route

logger = logging.getLogger(__name__)


class MissingTopicsError(RuntimeError):
    """A topic the worker reads or writes does not exist (the broker may not auto-create)."""


@dataclass(slots=True)
class Progress:
    """Running totals, shown by the /health endpoint."""

    records: int = 0
    outputs: int = 0
    dead_letters: int = 0
    batches: int = 0
    commits_skipped: int = 0


class ResolverLoop(Service):
    """Consume, resolve, produce; commit a batch only once all its outputs are acknowledged."""

    def __init__(self, settings: Settings, policy: Policy, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.settings = settings
        self.decisions = LiveDecisions()
        self.routing = Routing(
            policy=policy, limits=settings.limits, generation=settings.topic_generation,
            conflicts=settings.topic_conflicts, dlq=settings.topic_dlq,
            max_output_bytes=settings.max_output_bytes, decisions=self.decisions,
        )
        self.progress = Progress()
        self.joined = False  # set once the group has given this worker an assignment
        self._commit_lock = asyncio.Lock()
        self._looping = False
        self._drained = asyncio.Event()
        self._producer: Any = None
        self._consumer: Any = None
        self._follower: DecisionsFollower | None = None
        self._following = False
        self._followed = asyncio.Event()

    @property
    def ready(self) -> bool:
        return self.joined and not self.should_stop

    def assignment(self) -> list[str]:
        if self._consumer is None:
            return []
        return sorted(f"{tp.topic}:{tp.partition}" for tp in self._consumer.assignment())

    async def on_start(self) -> None:
        self._producer = make_producer(self.settings)
        await self._producer.start()
        self._consumer = make_consumer(self.settings)
        await self._consumer.start()
        s = self.settings
        needed = {s.topic_retrieval, s.topic_decisions, *s.output_topics}
        missing = sorted(needed - await self._consumer.topics())
        if missing:
            raise MissingTopicsError(f"{s.bootstrap_servers} has no topic {', '.join(missing)}; "
                                     "create them with `resolver topics create`")
        self._follower = DecisionsFollower(s, self.decisions)
        await self._follower.start()  # the whole decisions table before the first event
        listener = _FinishBatchBeforeRevoke(self._commit_lock, self)
        self._consumer.subscribe([s.topic_retrieval], listener=listener)
        logger.info("consuming %s as group %s", self.settings.topic_retrieval,
                    self.settings.group_id)

    @Service.task
    async def _run(self) -> None:
        self._looping = True
        try:
            while not self.should_stop:
                batch = await self._consumer.getmany(
                    timeout_ms=self.settings.batch_max_wait_ms,
                    max_records=self.settings.batch_size,
                )
                if batch:
                    await self.process_batch(batch)
        finally:
            self._drained.set()

    @Service.task
    async def _follow_decisions(self) -> None:
        assert self._follower is not None
        self._following = True
        try:
            await self._follower.follow(lambda: self.should_stop)
        finally:
            self._followed.set()

    async def process_batch(self, batch: Mapping[Any, Sequence[Any]]) -> None:
        """Route every record of one fetched batch, await every ack, then commit its offsets.

        Every decision about acks and commits is in this function:
        - a record that is not a valid event becomes a dead letter, acknowledged like any
          other output before its offset is committed;
        - a send or an ack that fails raises out of here: no commit, the worker stops, and
          the batch is read again by the partition's next owner (at-least-once);
        - a commit refused because the group rebalanced meanwhile is logged and skipped:
          the outputs are already written, and the new owner's replay writes identical ones.
        """
        async with self._commit_lock:  # a revocation waits until this batch is committed
            owned = {tp: records for tp, records in batch.items()
                     if tp in self._consumer.assignment()}
            acks, dead_letters = [], 0
            for records in owned.values():
                for record in records:
                    source = DeadLetterSource(
                        topic=record.topic, partition=record.partition, offset=record.offset
                    )
                    for out in route(record.key, record.value, source, self.routing, utc_now()):
                        acks.append(await self._producer.send(out.topic, out.value, key=out.key))
                        dead_letters += out.topic == self.routing.dlq
            await asyncio.gather(*acks)  # raises on the first failed ack: nothing is committed
            offsets = {tp: records[-1].offset + 1 for tp, records in owned.items()}
            try:
                await self._consumer.commit(offsets)
            except (CommitFailedError, IllegalStateError) as exc:
                self.progress.commits_skipped += 1
                logger.warning("commit of %s skipped after a rebalance: %s", offsets, exc)
            self.progress.records += sum(len(records) for records in owned.values())
            self.progress.outputs += len(acks)
            self.progress.dead_letters += dead_letters
            self.progress.batches += 1

    async def on_stop(self) -> None:
        """SIGTERM: the loop sees should_stop, finishes its batch; then leave and flush."""
        if self._consumer is not None:
            if self._looping:
                await self._drained.wait()
            await self._consumer.stop()  # leaves the group; auto-commit is off
        if self._producer is not None:
            await self._producer.stop()  # flushes; every committed output is already acked
        if self._follower is not None:
            if self._following:
                await self._followed.wait()  # within half a second of should_stop
            await self._follower.stop()
        logger.info("stopped after %s", self.progress)


class _FinishBatchBeforeRevoke(ConsumerRebalanceListener):  # type: ignore[misc]  # aiokafka is untyped
    """On a rebalance, wait for the batch in flight to be committed before giving it up."""

    def __init__(self, lock: asyncio.Lock, loop: ResolverLoop) -> None:
        self._lock = lock
        self._loop = loop

    async def on_partitions_revoked(self, revoked: Any) -> None:
        async with self._lock:
            logger.info("partitions revoked: %s", _names(revoked))

    async def on_partitions_assigned(self, assigned: Any) -> None:
        self._loop.joined = True
        logger.info("partitions assigned: %s", _names(assigned))


def _names(partitions: Any) -> str:
    return ", ".join(sorted(f"{tp.topic}:{tp.partition}" for tp in partitions)) or "none"
