"""The hot loop: rag.retrieval → the step → outputs, on aiokafka, inside the Faust app.

Guarantee: an input offset is committed only after every record it produced (conflict
records, ResolvedContext, or its dead letter) is acknowledged by all in-sync replicas.
At-least-once: after a crash the uncommitted batch is read again, and because ``event_id``
and ``conflict_id`` are content-derived keys the replayed records are identical.

Lifecycle (a ``mode.Service``, started and stopped by the Faust worker):
start → producer, then every table read whole (the reviewers' decisions), then consumer
subscribed with a rebalance listener; run → fetch a batch, ``process_batch``, repeat, while
the tables are followed; stop (SIGTERM) → fetch no more, finish the chunk of the batch being
resolved (``workers.kafka.resolving``: about 50 ms of events), write and commit the batch's
records resolved so far (a prefix of each partition's), leave the group, flush the producer.
Observers hear of a batch once its outputs are acknowledged and its commit attempted.
A broker that cannot take the outputs for a while (an outage: too few in-sync replicas, no
leader, no connection) holds the batch: its outputs are sent again until acknowledged, nothing
is committed meanwhile, and ``write_trouble`` (shown by ``/health``) says why
(``workers.kafka.writes``). A record the broker refuses for good propagates out of the loop:
nothing is committed, the service crashes and the worker exits non-zero for its supervisor.
Exactly-once mode (``RESOLVER_PROCESSING_GUARANTEE=exactly_once``): each batch's outputs and
offsets are committed in one Kafka transaction instead (``workers.kafka.transactions``); an
aborted batch is read again from its first offsets.
"""

from __future__ import annotations

import asyncio
import logging
import time
from collections.abc import AsyncIterator, Callable, Mapping, Sequence
from typing import Any

from aiokafka import ConsumerRebalanceListener
from aiokafka.errors import CommitFailedError, IllegalStateError
from mode import Service

from schemas.records import DeadLetterSource
from workers.decisions_table import LiveDecisions
from workers.engine import Policy
from workers.errors import MissingTopicsError
from workers.kafka.clients import make_consumer, make_producer
from workers.kafka.decisions import DecisionsFollower, TableFollower
from workers.kafka.resolving import Resolver, Step, ThreadResolver
from workers.kafka.transactions import TransactionalWriter
from workers.kafka.writes import (
    BACKOFF_S,
    STALL_S,
    OutputWriter,
    Sent,
    WritesAbandonedError,
    WriteTrouble,
)
from workers.observers import BatchDone, EventDone, Observer, Observers, TopicPartition
from workers.settings import Settings
from workers.step import Output, OutputKind, StepConfig, step

logger = logging.getLogger(__name__)

ClientFactory = Callable[[], Any]
LAG_INTERVAL_S = 1.0


class ResolverLoop(Service):
    """Consume, run the step, produce; commit a batch only once all its outputs are acknowledged.

    The loop owns no policy and builds no client itself: it is given the step (run in a
    thread by the default resolver), the consumer and producer factories (aiokafka in
    production, in-memory fakes in unit tests) and the observers that count, measure and
    log what it does.
    """

    def __init__(
        self, settings: Settings, step: Step, *, consumer_factory: ClientFactory,
        producer_factory: ClientFactory, observers: Sequence[Observer] = (),
        tables: Sequence[TableFollower] = (), write_stall_s: float = STALL_S,
        write_backoff_s: tuple[float, ...] = BACKOFF_S, resolver: Resolver | None = None,
        **kwargs: Any,
    ) -> None:
        super().__init__(**kwargs)
        self._write_timing = (write_stall_s, write_backoff_s)
        self.settings = settings
        self._resolver: Resolver = resolver if resolver is not None else ThreadResolver(step)
        self._tables = tuple(tables)  # read whole before the first event, followed after
        self._following = False  # the follow task started (it stops within 0.5 s of stop)
        self._tables_followed = asyncio.Event()
        self._topics: Mapping[OutputKind, str] = {
            "generation": settings.topic_generation,
            "conflict": settings.topic_conflicts,
            "dead_letter": settings.topic_dlq,
        }
        self._consumer_factory = consumer_factory
        self._producer_factory = producer_factory
        self.observers = Observers(observers)
        self.joined = False  # set once the group has given this worker an assignment
        self._commit_lock = asyncio.Lock()
        self._looping = False
        self._drained = asyncio.Event()
        self._lag_due = 0.0
        self._producer: Any = None
        self._writer: OutputWriter | None = None
        self._transactions: TransactionalWriter | None = None  # exactly-once mode only
        self._consumer: Any = None

    @property
    def ready(self) -> bool:
        return self.joined and not self.should_stop

    @property
    def write_trouble(self) -> WriteTrouble | None:
        """Why outputs are not being acknowledged right now, or None while they are."""
        writer = self._transactions or self._writer
        return writer.trouble if writer is not None else None

    @property
    def output_resends(self) -> int:
        """Outputs sent again after a transient failure, since start."""
        writer = self._transactions or self._writer
        return writer.resends if writer is not None else 0

    def assignment(self) -> list[str]:
        if self._consumer is None:
            return []
        return sorted(f"{tp.topic}:{tp.partition}" for tp in self._consumer.assignment())

    async def on_start(self) -> None:
        self._producer = self._producer_factory()
        await self._producer.start()
        self._writer = OutputWriter(self._producer, lambda: self.should_stop, *self._write_timing)
        if self.settings.processing_guarantee == "exactly_once":
            self._transactions = TransactionalWriter(
                self._producer, self.settings.group_id, lambda: self.should_stop,
                self._write_timing[1])
        self._consumer = self._consumer_factory()
        await self._consumer.start()
        s = self.settings
        missing = sorted({s.topic_retrieval, *s.output_topics} - await self._consumer.topics())
        if missing:
            raise MissingTopicsError(f"{s.bootstrap_servers} has no topic {', '.join(missing)}; "
                                     "create them with `resolver topics create`")
        for table in self._tables:
            await table.start()  # the whole table before the first event
        listener = _FinishBatchBeforeRevoke(self._commit_lock, self)
        self._consumer.subscribe([s.topic_retrieval], listener=listener)
        logger.info("consuming %s as group %s", s.topic_retrieval, s.group_id)

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
                    await self.process_batch(batch, fetched_at=time.perf_counter())
                await self._measure_lag()
        except WritesAbandonedError as exc:
            logger.warning("%s", exc)
        finally:
            self._drained.set()

    @Service.task
    async def _follow_tables(self) -> None:
        self._following = True
        try:
            await asyncio.gather(*(t.follow(lambda: self.should_stop) for t in self._tables))
        finally:
            self._tables_followed.set()

    async def process_batch(self, batch: Mapping[Any, Sequence[Any]], fetched_at: float) -> None:
        """Run the step on every record of one fetched batch, await every ack, then commit.

        Records are resolved a chunk at a time off the event loop, and each chunk's outputs
        are sent while the next chunk is resolved. Every decision about acks and commits is
        in this function:
        - a record that is not a valid event becomes a dead letter (the step never raises),
          acknowledged like any other output before its offset is committed;
        - an output the broker cannot take for now is sent again until acknowledged (the
          writer reports the trouble meanwhile); nothing is committed before;
        - an output the broker refuses for good raises out of here: no commit, the worker
          stops, and the batch is read again by the partition's next owner (at-least-once);
        - a commit refused because the group rebalanced meanwhile is logged and skipped:
          the outputs are already written, and the new owner's replay writes identical ones;
        - observers hear of the batch only after its outputs are acknowledged;
        - once the worker is stopping, no further chunk is resolved: the records resolved so
          far (a prefix of each partition's) are written and committed, the rest is left to
          the partition's next owner.
        """
        async with self._commit_lock:  # a revocation waits until this batch is committed
            assigned = self._consumer.assignment()
            owned = {tp: records for tp, records in batch.items() if tp in assigned}
            if not owned:
                return
            if self._transactions is not None:
                await self._process_in_transaction(owned, fetched_at)
                return
            assert self._writer is not None, "process_batch before on_start"
            events: list[EventDone] = []
            sent: list[Sent] = []
            async for done in self._resolve(owned):  # a chunk's outputs go out as the next
                events.extend(done)                 # chunk is resolved
                sent.extend(await self._writer.send_all(
                    [(self._topics[out.kind], out) for event in done for out in event.outputs]))
            await self._writer.acknowledge(sent)  # raises if refused for good: no commit
            ack_seconds = time.perf_counter() - fetched_at
            offsets = _offsets_after(owned, len(events))
            committed = True
            try:
                await self._consumer.commit(offsets)
            except (CommitFailedError, IllegalStateError) as exc:
                committed = False
                logger.warning("commit of %s skipped after a rebalance: %s", offsets, exc)
        self.observers.on_batch(BatchDone(events, ack_seconds, committed))

    def _resolve(self, owned: Mapping[Any, Sequence[Any]]) -> AsyncIterator[list[EventDone]]:
        """The step on the batch's records in order, off the event loop, chunk by chunk; once
        the worker is stopping no further chunk starts (the rest stays uncommitted)."""
        records = [record for records in owned.values() for record in records]
        return self._resolver.resolve(records, lambda: self.should_stop)

    async def _process_in_transaction(self, owned: Mapping[Any, Sequence[Any]],
                                      fetched_at: float) -> None:
        """Exactly-once mode: one transaction for the batch's outputs and offsets; if it is
        aborted, seek back to the batch's first offsets so that it is processed again."""
        assert self._transactions is not None
        events = [event async for done in self._resolve(owned) for event in done]
        outputs = [(self._topics[out.kind], out) for event in events for out in event.outputs]
        offsets = _offsets_after(owned, len(events))
        if not await self._transactions.commit_batch(outputs, offsets):
            for tp, records in owned.items():
                self._consumer.seek(tp, records[0].offset)
            return
        self.observers.on_batch(BatchDone(events, time.perf_counter() - fetched_at, True))

    async def _measure_lag(self) -> None:
        """At most once a second: high watermark minus position, per assigned partition."""
        now = time.monotonic()
        if now < self._lag_due:
            return
        self._lag_due = now + LAG_INTERVAL_S
        lag: dict[TopicPartition, int] = {}
        for tp in self._consumer.assignment():
            end = self._consumer.highwater(tp)
            if end is None:  # not fetched from yet: unknown, not zero
                continue
            try:
                position = await self._consumer.position(tp)
            except IllegalStateError:  # revoked meanwhile
                continue
            lag[(tp.topic, tp.partition)] = max(0, end - position)
        self.observers.on_lag(lag)

    async def on_stop(self) -> None:
        """SIGTERM: the loop sees should_stop, finishes its batch; then leave and flush."""
        if self._consumer is not None:
            if self._looping:
                await self._drained.wait()
            await self._consumer.stop()  # leaves the group; auto-commit is off
        if self._producer is not None:
            await self._producer.stop()  # flushes; every committed output is already acked
        if self._tables:
            if self._following:
                await self._tables_followed.wait()  # within half a second of should_stop
            for table in self._tables:
                await table.stop()
        await self._resolver.close()
        logger.info("stopped")


def kafka_loop(settings: Settings, policy: Policy, observers: Sequence[Observer] = (),
               ) -> ResolverLoop:
    """The production loop: ``workers.step.step`` under ``policy`` and the reviewers'
    decisions (read from the decisions topic before the first event), on aiokafka clients."""
    decisions = LiveDecisions()
    config = StepConfig(policy, settings.limits, settings.max_output_bytes, decisions,
                        event_time_budget_ms=settings.event_time_budget_ms)

    def run_step(key: bytes | None, value: bytes | None, source: DeadLetterSource, now: str,
                 ) -> list[Output]:
        return step(key, value, source, config, now)

    return ResolverLoop(
        settings, run_step, consumer_factory=lambda: make_consumer(settings),
        producer_factory=lambda: make_producer(settings), observers=observers,
        tables=[DecisionsFollower(settings, decisions)],
    )


class _FinishBatchBeforeRevoke(ConsumerRebalanceListener):  # type: ignore[misc]  # aiokafka is untyped
    """On a rebalance, wait for the batch in flight to be committed before giving it up."""

    def __init__(self, lock: asyncio.Lock, loop: ResolverLoop) -> None:
        self._lock = lock
        self._loop = loop

    async def on_partitions_revoked(self, revoked: Any) -> None:
        async with self._lock:
            logger.info("partitions revoked: %s", _names(revoked))
            self._loop.observers.on_revoked(_pairs(revoked))

    async def on_partitions_assigned(self, assigned: Any) -> None:
        self._loop.joined = True
        logger.info("partitions assigned: %s", _names(assigned))
        self._loop.observers.on_assigned(_pairs(assigned))


def _offsets_after(owned: Mapping[Any, Sequence[Any]], resolved: int) -> dict[Any, int]:
    """The offsets to commit once the first ``resolved`` records of ``owned`` (in order) are
    written: past the last written record of each partition that has one."""
    offsets = {}
    for tp, records in owned.items():
        taken = min(resolved, len(records))
        if taken:
            offsets[tp] = records[taken - 1].offset + 1
        resolved -= taken
    return offsets


def _names(partitions: Any) -> str:
    return ", ".join(sorted(f"{tp.topic}:{tp.partition}" for tp in partitions)) or "none"


def _pairs(partitions: Any) -> list[TopicPartition]:
    return sorted((tp.topic, tp.partition) for tp in partitions)
