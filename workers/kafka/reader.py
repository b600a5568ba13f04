"""Read whole compacted topics from the beginning, then follow them: a global table's feed.

A ``TopicReader`` belongs to no consumer group: it assigns itself every partition of its
topics, so every process that runs one sees every record, whatever input partitions it
owns. ``catch_up`` returns once it has read up to the end offsets taken at start, so a
caller knows the table is complete before it serves; ``follow`` then delivers new records
as they arrive. Nothing is committed: a restart reads the topics again from the beginning.
"""

from __future__ import annotations

import logging
from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass
from typing import Any

from aiokafka import AIOKafkaConsumer, TopicPartition

from workers.errors import MissingTopicsError
from workers.kafka.clients import kafka_options
from workers.settings import Settings

log = logging.getLogger(__name__)


@dataclass(frozen=True, slots=True)
class TopicRecord:
    topic: str
    key: bytes | None
    value: bytes | None
    partition: int = -1
    offset: int = -1


Handler = Callable[[list[TopicRecord]], Awaitable[None]]


def make_reader_consumer(settings: Settings) -> Any:
    """A group-less consumer that reads only committed records."""
    return AIOKafkaConsumer(
        **kafka_options(settings),
        group_id=None,
        enable_auto_commit=False,
        auto_offset_reset="earliest",
        isolation_level="read_committed",
    )


class TopicReader:
    """Every partition of ``topics``, from the beginning; one handler call per fetched batch."""

    def __init__(self, consumer: Any, topics: Sequence[str]) -> None:
        self._consumer = consumer
        self._topics = tuple(topics)
        self._partitions: list[TopicPartition] = []

    async def start(self) -> None:
        await self._consumer.start()
        cluster = await self._consumer._client.fetch_all_metadata()  # the partitions, in one call
        missing = [t for t in self._topics if not cluster.partitions_for_topic(t)]
        if missing:
            raise MissingTopicsError(f"no topic {', '.join(missing)}; create it with "
                                     "`resolver topics create`")
        self._partitions = [
            TopicPartition(topic, partition)
            for topic in self._topics
            for partition in sorted(cluster.partitions_for_topic(topic))
        ]
        self._consumer.assign(self._partitions)
        await self._consumer.seek_to_beginning(*self._partitions)

    async def stop(self) -> None:
        await self._consumer.stop()

    async def backlog(self) -> int:
        """Records between the current positions and the end offsets now (for progress)."""
        ends = await self._consumer.end_offsets(self._partitions)
        positions = {tp: await self._consumer.position(tp) for tp in ends}
        return sum(max(0, int(end) - int(positions[tp])) for tp, end in ends.items())

    async def catch_up(self, handle: Handler) -> int:
        """Deliver every record up to the end offsets as of now; returns how many."""
        ends = await self._consumer.end_offsets(self._partitions)
        pending = {tp for tp, end in ends.items() if end > 0}
        count = 0
        while pending:
            count += await self._fetch(handle, timeout_ms=500)
            for tp in list(pending):
                if await self._consumer.position(tp) >= ends[tp]:
                    pending.discard(tp)
        return count

    async def follow(self, handle: Handler, stopped: Callable[[], bool]) -> None:
        """Deliver new records until ``stopped()`` is true (checked at least twice a second)."""
        while not stopped():
            await self._fetch(handle, timeout_ms=500)

    async def _fetch(self, handle: Handler, timeout_ms: int) -> int:
        batch = await self._consumer.getmany(timeout_ms=timeout_ms)
        records = [
            TopicRecord(tp.topic, message.key, message.value, tp.partition, message.offset)
            for tp, messages in sorted(batch.items(), key=lambda item: item[0])
            for message in messages
        ]
        if records:
            await handle(records)
        return len(records)
