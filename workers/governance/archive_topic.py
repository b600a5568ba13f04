"""Reading the conflict archive topic (``RESOLVER_TOPIC_CONFLICTS``) from its start to its end.

Shell code: an aiokafka consumer with no group (nothing is committed, the worker's group is
untouched; subscribing without a group assigns every partition), ``read_committed``, reading
from the beginning up to the end offsets taken when it starts. Tombstones (null values) are
skipped.
"""

from __future__ import annotations

import asyncio
import time
from typing import TextIO

from aiokafka import AIOKafkaConsumer, TopicPartition
from aiokafka.errors import KafkaError

from workers.governance.progress import Progress
from workers.kafka.clients import kafka_options
from workers.settings import Settings


class TopicReadError(RuntimeError):
    """The topic cannot be read: the broker is unreachable, or the topic does not exist."""


def read_archive_topic(
    settings: Settings, timeout: float = 60.0, progress: TextIO | None = None
) -> list[bytes]:
    """Every value on the archive topic now, in partition order; raises TopicReadError."""
    return asyncio.run(_read(settings, timeout, progress))


async def _read(settings: Settings, timeout: float, progress: TextIO | None) -> list[bytes]:
    topic = settings.topic_conflicts
    consumer = AIOKafkaConsumer(**kafka_options(settings), group_id=None,
                                enable_auto_commit=False, isolation_level="read_committed",
                                auto_offset_reset="earliest")
    try:
        await consumer.start()
    except KafkaError as exc:
        await consumer.stop()
        raise TopicReadError(f"cannot reach {settings.bootstrap_servers}: {exc}") from exc
    try:
        if topic not in await consumer.topics():
            raise TopicReadError(f"topic {topic!r} does not exist")
        consumer.subscribe([topic])
        deadline = time.monotonic() + timeout
        while not consumer.assignment():
            if time.monotonic() > deadline:
                raise TopicReadError(f"{topic}: no partitions assigned within {timeout:.0f} s")
            await asyncio.sleep(0.05)
        partitions: list[TopicPartition] = sorted(consumer.assignment())
        await consumer.seek_to_beginning(*partitions)
        ends = await consumer.end_offsets(partitions)
        values: list[bytes] = []
        bar = Progress(progress, f"reading {topic}", sum(ends.values()))
        pending = [tp for tp in partitions if await consumer.position(tp) < ends[tp]]
        while pending:
            if time.monotonic() > deadline:
                raise TopicReadError(f"{topic}: not read to its end within {timeout:.0f} s")
            batches = await consumer.getmany(*pending, timeout_ms=500)
            for records in batches.values():
                values.extend(r.value for r in records if r.value is not None)
                bar.step(len(records))
            pending = [tp for tp in pending if await consumer.position(tp) < ends[tp]]
        bar.close()
        return values
    finally:
        await consumer.stop()
