"""The one pipeline: one input record (bytes) → the output records it produces, no I/O.

``step`` is the only path from input bytes to output records: the Kafka loop sends what it
returns and the offline command writes it, one file per kind, so the two cannot drift.
A valid event yields its conflict records, then its ResolvedContext. Anything else yields
a single dead letter with the original key and bytes, so that bad input is data, never a
reason to stop the partition:

- ``encoding`` / ``json`` / ``validation`` / ``limit``: the input is not a valid event
  (``workers.decode``);
- ``internal``: the engine raised on a valid event (a bug; logged with its traceback);
- ``limit``: an output record would exceed ``max_output_bytes``, which the broker would
  refuse forever.

Each ``Output`` carries its kind and the record it encodes, so observers (health totals,
metrics, logs) learn everything from the outputs and never re-parse bytes.
"""

from __future__ import annotations

import hashlib
import logging
from dataclasses import dataclass, field
from typing import Literal

from schemas.records import ConflictRecord, DeadLetter, DeadLetterSource, ResolvedContext
from workers.decode import Limits, Rejected, dead_letter, decode_event
from workers.encode import to_bytes
from workers.engine import Policy, resolve

logger = logging.getLogger(__name__)

OutputKind = Literal["generation", "conflict", "dead_letter"]
OUTPUT_KINDS: tuple[OutputKind, ...] = ("generation", "conflict", "dead_letter")
DEFAULT_MAX_OUTPUT_BYTES = 4 * 1024 * 1024


@dataclass(frozen=True, slots=True)
class Output:
    """One record to write: its kind (which topic or file), key, bytes and the record itself."""

    kind: OutputKind
    key: bytes | None
    value: bytes
    record: ConflictRecord | ResolvedContext | DeadLetter = field(compare=False, repr=False)


@dataclass(frozen=True, slots=True)
class StepConfig:
    """What ``step`` needs besides the record: the policy and the size limits."""

    policy: Policy
    limits: Limits = field(default_factory=Limits)
    max_output_bytes: int = DEFAULT_MAX_OUTPUT_BYTES


def step(
    key: bytes | None, value: bytes | None, source: DeadLetterSource, config: StepConfig,
    now: str,
) -> list[Output]:
    """The records to write for one input record: its resolution, or exactly one dead letter.

    Never raises on any input: every failure of decoding or of the engine is a dead letter.
    """
    decoded = decode_event(value, config.limits)
    if isinstance(decoded, Rejected):
        return [_dead_letter(key, value, decoded, source, config, now)]
    try:
        resolution = resolve(decoded, config.policy, now)
    except Exception as exc:  # an engine bug must not stop the partition: dead-letter it
        logger.exception("engine failed on event %r at %s", decoded.event_id, source)
        rejected = Rejected("internal", f"engine error: {type(exc).__name__}: {exc}")
        return [_dead_letter(key, value, rejected, source, config, now)]
    outputs = [
        Output("conflict", record.conflict_id.encode(), to_bytes(record), record)
        for record in resolution.conflicts
    ]
    context = resolution.context
    outputs.append(Output("generation", context.event_id.encode(), to_bytes(context), context))
    largest = max(len(output.value) for output in outputs)
    if largest > config.max_output_bytes:
        rejected = Rejected(
            "limit",
            f"an output record would be {largest} bytes, over the limit of "
            f"{config.max_output_bytes} (RESOLVER_MAX_OUTPUT_BYTES)",
        )
        return [_dead_letter(key, value, rejected, source, config, now)]
    return outputs


RECORD_OVERHEAD = 512
"""Bytes a Kafka record and its batch add around key and value, rounded up generously."""


def _dead_letter(  # noqa: PLR0917 - private step, called from one place
    key: bytes | None, value: bytes | None, rejected: Rejected, source: DeadLetterSource,
    config: StepConfig, now: str,
) -> Output:
    """One dead letter that always fits under ``max_output_bytes`` with its key.

    The original key is kept unless it alone would take more than a quarter of the limit;
    then the key is ``sha256:<hex of the key>`` (the payload still carries the record).
    """
    if key is not None and len(key) > config.max_output_bytes // 4:
        key = b"sha256:" + hashlib.sha256(key).hexdigest().encode("ascii")
    room = config.max_output_bytes - RECORD_OVERHEAD - len(key or b"")
    letter = dead_letter(value, rejected, source, now, max_bytes=room)
    return Output("dead_letter", key, to_bytes(letter), letter)
