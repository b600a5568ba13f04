"""One input record → the output records it produces: the worker's pure step, no I/O.

A valid event yields its conflict records and its ResolvedContext, exactly as the offline
command writes them (same decode, same engine, same encoding). Anything else yields a
single dead letter with the original key and bytes, so that bad input is data, never a
reason to stop the partition:

- ``encoding`` / ``json`` / ``validation`` / ``limit``: the input is not a valid event
  (``workers.decode``);
- ``internal``: the engine raised on a valid event (a bug; logged with its traceback);
- ``timeout``: resolving the event took longer than ``event_time_budget_ms`` (the engine
  checks a deadline built here from ``clock``, between chunks and conflicts);
- ``limit``: an output record would exceed ``max_output_bytes``, which the broker would
  refuse forever.
"""

from __future__ import annotations

import hashlib
import logging
import time
from collections.abc import Callable
from dataclasses import dataclass, field

from schemas.records import DeadLetterSource
from workers.decode import Limits, Rejected, dead_letter, decode_event
from workers.encode import to_bytes
from workers.engine import Budget, BudgetExceeded, Policy, resolve

logger = logging.getLogger(__name__)


@dataclass(frozen=True, slots=True)
class Outgoing:
    """One record to produce."""

    topic: str
    key: bytes | None
    value: bytes


@dataclass(frozen=True, slots=True)
class Routing:
    """What ``route`` needs besides the record: policy, limits and output topic names."""

    policy: Policy
    limits: Limits
    generation: str
    conflicts: str
    dlq: str
    max_output_bytes: int
    event_time_budget_ms: int = 5_000
    clock: Callable[[], float] = field(default=time.monotonic)
    """Seconds from any fixed point (injectable so tests control time)."""

    def budget(self) -> Budget:
        """A fresh deadline, ``event_time_budget_ms`` from now."""
        clock, deadline = self.clock, self.clock() + self.event_time_budget_ms / 1000
        return Budget(lambda: clock() > deadline)


def route(
    key: bytes | None, value: bytes | None, source: DeadLetterSource, routing: Routing, now: str
) -> list[Outgoing]:
    """The records to write for one input record: its resolution, or one dead letter."""
    decoded = decode_event(value, routing.limits)
    if isinstance(decoded, Rejected):
        return [_dead_letter(key, value, decoded, source=source, routing=routing, now=now)]
    try:
        resolution = resolve(decoded, routing.policy, now, routing.budget())
    except BudgetExceeded as exc:
        logger.warning("event %r at %s dead-lettered: %s", decoded.event_id, source, exc)
        rejected = Rejected(
            "timeout", f"resolution took longer than {routing.event_time_budget_ms} ms "
            f"(RESOLVER_EVENT_TIME_BUDGET_MS): {exc}",
        )
        return [_dead_letter(key, value, rejected, source=source, routing=routing, now=now)]
    except Exception as exc:  # an engine bug must not stop the partition: dead-letter it
        logger.exception("engine failed on event %r at %s", decoded.event_id, source)
        rejected = Rejected("internal", f"engine error: {type(exc).__name__}: {exc}")
        return [_dead_letter(key, value, rejected, source=source, routing=routing, now=now)]
    outgoing = [
        Outgoing(routing.conflicts, record.conflict_id.encode(), to_bytes(record))
        for record in resolution.conflicts
    ]
    context = resolution.context
    outgoing.append(Outgoing(routing.generation, context.event_id.encode(), to_bytes(context)))
    largest = max(len(record.value) for record in outgoing)
    if largest > routing.max_output_bytes:
        rejected = Rejected(
            "limit",
            f"an output record would be {largest} bytes, over the limit of "
            f"{routing.max_output_bytes} (RESOLVER_MAX_OUTPUT_BYTES)",
        )
        return [_dead_letter(key, value, rejected, source=source, routing=routing, now=now)]
    return outgoing


RECORD_OVERHEAD = 512
"""Bytes a Kafka record and its batch add around key and value, rounded up generously."""


def _dead_letter(
    key: bytes | None, value: bytes | None, rejected: Rejected, *, source: DeadLetterSource,
    routing: Routing, now: str,
) -> Outgoing:
    """One dead letter that always fits under ``max_output_bytes`` with its key.

    The original key is kept unless it alone would take more than a quarter of the limit;
    then the key is ``sha256:<hex of the key>`` (the payload still carries the record).
    """
    if key is not None and len(key) > routing.max_output_bytes // 4:
        key = b"sha256:" + hashlib.sha256(key).hexdigest().encode("ascii")
    room = routing.max_output_bytes - RECORD_OVERHEAD - len(key or b"")
    letter = dead_letter(value, rejected, source, now, max_bytes=room)
    return Outgoing(routing.dlq, key, to_bytes(letter))
