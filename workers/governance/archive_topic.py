"""Reading a whole topic to its current end for the governance commands (shell code).

Built on ``workers.kafka.reader.TopicReader``: no consumer group (nothing is committed, the
worker's group is untouched), ``read_committed``, every partition from its beginning up to
the end offsets taken when the read starts. Records reach ``sink`` batch by batch, so a
caller keeps only what it needs. A read that receives nothing for ``stall`` seconds fails:
a large topic is read whole, a broker that went away does not hang the command.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Callable
from typing import TextIO

from aiokafka.errors import KafkaError

from workers.errors import MissingTopicsError
from workers.governance.progress import Progress
from workers.kafka.reader import TopicReader, TopicRecord, make_reader_consumer
from workers.settings import Settings

Sink = Callable[[list[TopicRecord]], None]


class TopicReadError(RuntimeError):
    """The topic cannot be read: the broker is unreachable, or the topic does not exist."""


def read_archive_topic(
    settings: Settings, stall: float = 60.0, progress: TextIO | None = None
) -> list[bytes]:
    """Every value on the archive topic now, in partition order (tombstones skipped)."""
    values: list[bytes] = []

    def keep(records: list[TopicRecord]) -> None:
        values.extend(r.value for r in records if r.value is not None)

    scan_topic(settings, settings.topic_conflicts, keep, stall=stall, progress=progress)
    return values


def scan_topic(settings: Settings, topic: str, sink: Sink, *, stall: float = 60.0,
               progress: TextIO | None = None) -> int:
    """Hand every record of ``topic`` up to its current end to ``sink``; returns how many.

    Raises TopicReadError when the broker or the topic is missing, or the read stalls.
    """
    return asyncio.run(_scan(settings, topic, sink, stall, progress))


async def _scan(settings: Settings, topic: str, sink: Sink, stall: float,
                progress: TextIO | None) -> int:
    reader = TopicReader(make_reader_consumer(settings), [topic])
    try:
        await reader.start()
    except MissingTopicsError as exc:
        await reader.stop()
        raise TopicReadError(f"topic {topic!r} does not exist") from exc
    except KafkaError as exc:
        await reader.stop()
        raise TopicReadError(f"cannot reach {settings.bootstrap_servers}: {exc}") from exc
    try:
        bar = Progress(progress, f"reading {topic}", await reader.backlog())
        last = time.monotonic()

        async def handle(records: list[TopicRecord]) -> None:
            nonlocal last
            sink(records)
            bar.step(len(records))
            last = time.monotonic()

        task = asyncio.ensure_future(reader.catch_up(handle))
        while not task.done():
            await asyncio.wait({task}, timeout=1.0)
            if not task.done() and time.monotonic() - last > stall:
                task.cancel()
                await asyncio.gather(task, return_exceptions=True)
                raise TopicReadError(f"{topic}: nothing received for {stall:.0f} s before "
                                     "its end")
        bar.close()
        return task.result()
    finally:
        await reader.stop()
