"""In-memory stand-ins for the aiokafka consumer and producer, for unit tests of the loop.

They implement only what ``ResolverLoop`` calls, and write every send, ack and commit to a
shared ``journal`` so that a test can assert their order. Acks are held until the test
releases them (``ack_all``) unless the producer acks at once; a producer can fail every
send to one topic for good (``fail_topic``) or for as long as an outage lasts
(``outage_topic``: NotEnoughReplicas, as a broker short of in-sync replicas answers), or
fail the next ``transient_failures`` sends that way. As a transactional producer it keeps a
transaction's sends and offsets aside and makes them ``visible`` only on commit.
These fakes never stand in for the broker in an integration test.
"""

from __future__ import annotations

import asyncio
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from aiokafka.errors import CommitFailedError, KafkaError, NotEnoughReplicasError
from aiokafka.structs import TopicPartition


@dataclass(frozen=True)
class Record:
    """The fields of an aiokafka ConsumerRecord the loop reads."""

    topic: str
    partition: int
    offset: int
    key: bytes | None
    value: bytes | None


def records(topic: str, partition: int, values: Sequence[bytes | None], first_offset: int = 0,
            ) -> list[Record]:
    return [Record(topic, partition, first_offset + i, None, value)
            for i, value in enumerate(values)]


@dataclass
class MemoryProducer:
    journal: list[str]
    ack_at_once: bool = True
    fail_topic: str | None = None
    outage_topic: str | None = None
    buffer_full: asyncio.Event | None = None  # when set up: send() waits until it is set
    sent: list[tuple[str, bytes | None, bytes]] = field(default_factory=list)
    pending: list[tuple[str, asyncio.Future[Any]]] = field(default_factory=list)
    started: bool = False
    stopped: bool = False
    transient_failures: int = 0
    transaction: list[tuple[str, bytes | None, bytes]] | None = None  # while one is open
    transaction_acks: list[asyncio.Future[Any]] = field(default_factory=list)
    transaction_offsets: dict[TopicPartition, int] = field(default_factory=dict)
    visible: list[tuple[str, bytes | None, bytes]] = field(default_factory=list)
    committed_offsets: list[dict[TopicPartition, int]] = field(default_factory=list)

    async def start(self) -> None:
        self.started = True

    async def begin_transaction(self) -> None:
        assert self.transaction is None, "a transaction is already open"
        self.journal.append("begin transaction")
        self.transaction, self.transaction_acks, self.transaction_offsets = [], [], {}

    async def send_offsets_to_transaction(self, offsets: dict[TopicPartition, int],
                                          group_id: str) -> None:
        assert self.transaction is not None, "offsets outside a transaction"
        self.journal.append(f"offsets {_offsets(offsets)} for {group_id}")
        self.transaction_offsets |= offsets

    async def commit_transaction(self) -> None:
        """Fails (the transaction must then be aborted) if any of its sends failed."""
        assert self.transaction is not None, "commit outside a transaction"
        for ack in self.transaction_acks:
            if ack.done() and ack.exception() is not None:
                raise ack.exception()  # type: ignore[misc]
        self.journal.append("commit transaction")
        self.visible.extend(self.transaction)
        self.committed_offsets.append(dict(self.transaction_offsets))
        self.transaction = None

    async def abort_transaction(self) -> None:
        assert self.transaction is not None, "abort outside a transaction"
        self.journal.append("abort transaction")
        self.transaction = None

    async def stop(self) -> None:
        self.journal.append("producer stop")
        self.stopped = True

    async def send(self, topic: str, value: bytes, key: bytes | None = None,
                   ) -> asyncio.Future[Any]:
        if self.buffer_full is not None:
            await self.buffer_full.wait()
        self.journal.append(f"send {topic}")
        self.sent.append((topic, key, value))
        ack: asyncio.Future[Any] = asyncio.get_running_loop().create_future()
        if self.transaction is not None:
            self.transaction.append((topic, key, value))
            self.transaction_acks.append(ack)
        if self.transient_failures > 0:
            self.transient_failures -= 1
            self.journal.append(f"outage {topic}")
            ack.set_exception(NotEnoughReplicasError(f"{topic}: too few in-sync replicas"))
            return ack
        self.pending.append((topic, ack))
        if self.ack_at_once:
            self.ack_all()
        return ack

    def ack_all(self) -> None:
        """Acknowledge (or fail, for ``fail_topic``) every send still pending."""
        for topic, ack in self.pending:
            if topic == self.fail_topic:
                self.journal.append(f"fail {topic}")
                ack.set_exception(KafkaError(f"{topic} refused the record"))
            elif topic == self.outage_topic:
                self.journal.append(f"outage {topic}")
                ack.set_exception(NotEnoughReplicasError(f"{topic}: too few in-sync replicas"))
            else:
                self.journal.append(f"ack {topic}")
                ack.set_result(None)
        self.pending.clear()


@dataclass
class MemoryConsumer:
    journal: list[str]
    topic_names: set[str]
    partitions: Iterable[TopicPartition]
    batches: list[Mapping[TopicPartition, list[Record]]] = field(default_factory=list)
    refuse_commits: bool = False
    commits: list[dict[TopicPartition, int]] = field(default_factory=list)
    seeks: list[tuple[TopicPartition, int]] = field(default_factory=list)
    assigned: set[TopicPartition] = field(default_factory=set)
    positions: dict[TopicPartition, int] = field(default_factory=dict)
    ends: dict[TopicPartition, int] = field(default_factory=dict)
    stopped: bool = False

    async def start(self) -> None:
        pass

    async def stop(self) -> None:
        self.journal.append("consumer stop")
        self.stopped = True

    async def topics(self) -> set[str]:
        return set(self.topic_names)

    def subscribe(self, topics: list[str], listener: Any) -> None:
        self.assigned = set(self.partitions)
        self._join = asyncio.ensure_future(listener.on_partitions_assigned(self.assigned))

    def assignment(self) -> set[TopicPartition]:
        return set(self.assigned)

    async def getmany(self, timeout_ms: int, max_records: int,
                      ) -> Mapping[TopicPartition, list[Record]]:
        if not self.batches:
            await asyncio.sleep(timeout_ms / 1000)
            return {}
        batch = self.batches.pop(0)
        for tp, fetched in batch.items():
            self.positions[tp] = fetched[-1].offset + 1
            self.ends[tp] = max(self.ends.get(tp, 0), self.positions[tp])
        return batch

    async def commit(self, offsets: dict[TopicPartition, int]) -> None:
        if self.refuse_commits:
            self.journal.append("commit refused")
            raise CommitFailedError("the group rebalanced")
        self.journal.append("commit " + _offsets(offsets))
        self.commits.append(dict(offsets))

    def seek(self, tp: TopicPartition, offset: int) -> None:
        self.journal.append(f"seek {tp.topic}:{tp.partition}@{offset}")
        self.seeks.append((tp, offset))
        self.positions[tp] = offset

    def highwater(self, tp: TopicPartition) -> int | None:
        return self.ends.get(tp)

    async def position(self, tp: TopicPartition) -> int:
        return self.positions.get(tp, 0)


def _offsets(offsets: Mapping[TopicPartition, int]) -> str:
    return ", ".join(f"{tp.topic}:{tp.partition}@{offset}"
                     for tp, offset in sorted(offsets.items()))
