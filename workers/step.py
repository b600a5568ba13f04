"""One input record → the output records it produces: the worker's pure step, no I/O.

A valid event yields its conflict records and its ResolvedContext, exactly as the offline
command writes them (same decode, same engine, same encoding). Anything else yields a
single dead letter with the original key and bytes, so that bad input is data, never a
reason to stop the partition:

- ``encoding`` / ``json`` / ``validation`` / ``limit``: the input is not a valid event
  (``workers.decode``);
- ``internal``: the engine raised on a valid event (a bug; logged with its traceback);
- ``limit``: an output record would exceed ``max_output_bytes``, which the broker would
  refuse forever.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass, field

from schemas.records import DeadLetterSource
from workers.decode import Limits, Rejected, dead_letter, decode_event
from workers.encode import to_bytes
from workers.engine import Policy, resolve
from workers.engine.decisions import NO_DECISIONS, DecisionTable

logger = logging.getLogger(__name__)


@dataclass(frozen=True, slots=True)
class Outgoing:
    """One record to produce."""

    topic: str
    key: bytes | None
    value: bytes


@dataclass(frozen=True, slots=True)
class Routing:
    """What ``route`` needs besides the record: policy, limits, output topic names, and the
    reviewers' decisions (a live table the worker keeps current)."""

    policy: Policy
    limits: Limits
    generation: str
    conflicts: str
    dlq: str
    max_output_bytes: int
    decisions: DecisionTable = field(default_factory=lambda: NO_DECISIONS)


def route(
    key: bytes | None, value: bytes | None, source: DeadLetterSource, routing: Routing, now: str
) -> list[Outgoing]:
    """The records to write for one input record: its resolution, or one dead letter."""
    decoded = decode_event(value, routing.limits)
    if isinstance(decoded, Rejected):
        return [_dead_letter(key, value, decoded, source=source, routing=routing, now=now)]
    try:
        resolution = resolve(decoded, routing.policy, now, routing.decisions)
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


def _dead_letter(
    key: bytes | None, value: bytes | None, rejected: Rejected, *, source: DeadLetterSource,
    routing: Routing, now: str,
) -> Outgoing:
    return Outgoing(routing.dlq, key, to_bytes(dead_letter(value, rejected, source, now)))
