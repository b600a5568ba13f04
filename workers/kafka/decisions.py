"""The worker's decisions-table follower: the whole decisions topic, then every new record.

``start`` returns once every decision on the topic at that moment is in the table, so a
worker never resolves a retrieval event with a partial table; ``follow`` keeps the table
current while the worker runs. Every worker reads every partition (no consumer group):
a global table, whatever input partitions the worker owns.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import Protocol

from workers.decisions_table import LiveDecisions
from workers.kafka.reader import TopicReader, TopicRecord, make_reader_consumer
from workers.settings import Settings

log = logging.getLogger(__name__)


class TableFollower(Protocol):
    """A table the loop reads whole before its first event, then keeps following."""

    async def start(self) -> None: ...

    async def follow(self, stopped: Callable[[], bool]) -> None: ...

    async def stop(self) -> None: ...


class DecisionsFollower:
    """Feeds ``table`` from the decisions topic of ``settings``."""

    def __init__(self, settings: Settings, table: LiveDecisions) -> None:
        self.table = table
        self._settings = settings
        self._topic = settings.topic_decisions
        self._reader: TopicReader | None = None  # aiokafka clients are made inside the loop

    async def _fold(self, records: list[TopicRecord]) -> None:
        for record in records:
            self.table.apply(record.key, record.value)

    async def start(self) -> None:
        """Read the topic to its current end (MissingTopicsError when it does not exist)."""
        self._reader = TopicReader(make_reader_consumer(self._settings), [self._topic])
        await self._reader.start()
        count = await self._reader.catch_up(self._fold)
        log.info("decisions table ready: %d records read from %s, %d decisions in force, "
                 "%d skipped", count, self._topic, len(self.table), self.table.skipped)

    async def follow(self, stopped: Callable[[], bool]) -> None:
        if self._reader is not None:
            await self._reader.follow(self._fold, stopped)

    async def stop(self) -> None:
        if self._reader is not None:
            await self._reader.stop()
