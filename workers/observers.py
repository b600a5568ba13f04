"""What the loop tells the world: observer hooks, and the /health totals as one observer.

The loop calls every observer at the same points (model: faust's ``Sensor``): once per
batch after all its outputs are acknowledged and the commit was attempted (``on_batch``),
when it measures consumer lag (``on_lag``), and when partitions come and go. Observers
only read: the outputs they are shown were already written, so whatever an observer
counts is what the topics hold. An observer that raises is logged and skipped; it never
stops the loop or changes what is committed.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import TypeVar

from schemas.records import DeadLetterSource
from workers.step import Output

logger = logging.getLogger(__name__)

TopicPartition = tuple[str, int]
_T = TypeVar("_T")


@dataclass(frozen=True, slots=True)
class EventDone:
    """One input record: where it came from, what the step produced, and how long it took."""

    source: DeadLetterSource
    outputs: list[Output]
    seconds: float


@dataclass(frozen=True, slots=True)
class BatchDone:
    """One batch whose outputs are all acknowledged.

    ``ack_seconds`` runs from the moment the batch was fetched to the last acknowledgement;
    ``committed`` is False when the commit was refused because the group rebalanced.
    """

    events: list[EventDone]
    ack_seconds: float
    committed: bool

    @property
    def outputs(self) -> int:
        return sum(len(event.outputs) for event in self.events)


class Observer:
    """Base class: every hook does nothing; subclasses override the ones they need."""

    def on_batch(self, batch: BatchDone) -> None:
        """A batch was written and its commit attempted."""

    def on_lag(self, lag: Mapping[TopicPartition, int]) -> None:
        """Messages behind the high watermark, per assigned partition whose end is known."""

    def on_assigned(self, partitions: Sequence[TopicPartition]) -> None:
        """The group gave this worker these partitions."""

    def on_revoked(self, partitions: Sequence[TopicPartition]) -> None:
        """The group took these partitions away (after the batch in flight was committed)."""


class Observers(Observer):
    """Fan-out to several observers; one that raises is logged and the others still run."""

    def __init__(self, observers: Sequence[Observer]) -> None:
        self._observers = tuple(observers)

    def on_batch(self, batch: BatchDone) -> None:
        for observer in self._observers:
            _safely(observer.on_batch, batch)

    def on_lag(self, lag: Mapping[TopicPartition, int]) -> None:
        for observer in self._observers:
            _safely(observer.on_lag, lag)

    def on_assigned(self, partitions: Sequence[TopicPartition]) -> None:
        for observer in self._observers:
            _safely(observer.on_assigned, partitions)

    def on_revoked(self, partitions: Sequence[TopicPartition]) -> None:
        for observer in self._observers:
            _safely(observer.on_revoked, partitions)


def _safely(hook: Callable[[_T], None], argument: _T) -> None:
    try:
        hook(argument)
    except Exception:
        logger.exception("observer %r failed; the loop goes on", hook)


@dataclass(slots=True)
class Progress(Observer):
    """Running totals of written-and-committed work, shown by the /health endpoint."""

    records: int = 0
    outputs: int = 0
    dead_letters: int = 0
    batches: int = 0
    commits_skipped: int = 0

    def on_batch(self, batch: BatchDone) -> None:
        self.records += len(batch.events)
        self.outputs += batch.outputs
        self.dead_letters += sum(
            output.kind == "dead_letter" for event in batch.events for output in event.outputs
        )
        self.batches += 1
        self.commits_skipped += not batch.committed
