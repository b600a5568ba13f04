"""The offline stage: RetrievalEvents as JSON lines in, the three topics' records as files out.

The same decode → resolve → encode path as the worker: ``generation.jsonl`` holds what
``rag.generation`` would receive, ``conflicts.jsonl`` what ``rag.conflicts`` would, and
``dlq.jsonl`` every line that could not be processed, with the reason and the line whole.
"""

from __future__ import annotations

import sys
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import BinaryIO, TextIO

from schemas.records import DeadLetterSource
from workers.clock import utc_now
from workers.decode import Limits, Rejected, dead_letter, decode_event
from workers.encode import encode_resolution, to_bytes
from workers.engine import Policy, resolve


@dataclass(slots=True)
class Totals:
    """What one offline run produced."""

    resolved: int = 0
    conflicts: int = 0
    dead_lettered: int = 0


def run_offline(
    lines: Iterable[bytes], source: str, policy: Policy, out_dir: Path,
    *, limits: Limits | None = None, progress: TextIO | None = None,
) -> Totals:
    """Resolve every line of ``lines``; blank lines are skipped, nothing else is."""
    out_dir.mkdir(parents=True, exist_ok=True)
    totals = Totals()
    limits = limits or Limits()
    with (
        (out_dir / "generation.jsonl").open("wb") as generation,
        (out_dir / "conflicts.jsonl").open("wb") as conflicts,
        (out_dir / "dlq.jsonl").open("wb") as dlq,
    ):
        for number, line in enumerate(lines, start=1):
            raw = line.rstrip(b"\r\n")
            if not raw.strip():
                continue
            where = DeadLetterSource(topic=source, partition=None, offset=number)
            _one(raw, where, policy, limits, (generation, conflicts, dlq), totals)
            if progress is not None and number % 1000 == 0:
                progress.write(f"\r{number} lines, {totals.dead_lettered} dead-lettered")
                progress.flush()
    if progress is not None:
        progress.write("\n")
    return totals


def _one(  # noqa: PLR0917 - private step, called from one place
    raw: bytes, where: DeadLetterSource, policy: Policy, limits: Limits,
    sinks: tuple[BinaryIO, BinaryIO, BinaryIO], totals: Totals,
) -> None:
    generation, conflicts, dlq = sinks
    now = utc_now()
    decoded = decode_event(raw, limits)
    if isinstance(decoded, Rejected):
        dlq.write(to_bytes(dead_letter(raw, decoded, where, now)) + b"\n")
        totals.dead_lettered += 1
        return
    records, _, context = encode_resolution(resolve(decoded, policy, now))
    generation.write(context + b"\n")
    for _, record in records:
        conflicts.write(record + b"\n")
    totals.resolved += 1
    totals.conflicts += len(records)


def open_input(name: str) -> tuple[BinaryIO, str]:
    """The input stream and its name for dead letters ("-" is standard input)."""
    if name == "-":
        return sys.stdin.buffer, "stdin"
    return Path(name).open("rb"), name
