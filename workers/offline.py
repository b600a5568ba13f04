"""The offline stage: RetrievalEvents as JSON lines in, the three topics' records as files out.

It runs ``workers.step.step``, the worker's own pipeline, and writes whatever it returns,
one file per output kind: ``generation.jsonl`` holds what ``rag.generation`` would receive,
``conflicts.jsonl`` what ``rag.conflicts`` would, and ``dlq.jsonl`` every line that could
not be processed, with the reason and the line whole.
"""

from __future__ import annotations

import sys
from collections.abc import Iterable
from contextlib import ExitStack
from dataclasses import dataclass
from pathlib import Path
from typing import BinaryIO, TextIO

from schemas.records import DeadLetterSource
from workers.clock import utc_now
from workers.step import OutputKind, StepConfig, step

FILES: dict[OutputKind, str] = {
    "generation": "generation.jsonl",
    "conflict": "conflicts.jsonl",
    "dead_letter": "dlq.jsonl",
}


@dataclass(slots=True)
class Totals:
    """What one offline run produced."""

    resolved: int = 0
    conflicts: int = 0
    dead_lettered: int = 0


def run_offline(
    lines: Iterable[bytes], source: str, config: StepConfig, out_dir: Path,
    *, progress: TextIO | None = None,
) -> Totals:
    """Run the step on every line of ``lines``; blank lines are skipped, nothing else is."""
    out_dir.mkdir(parents=True, exist_ok=True)
    totals = Totals()
    with ExitStack() as files:
        sinks = {kind: files.enter_context((out_dir / name).open("wb"))
                 for kind, name in FILES.items()}
        for number, line in enumerate(lines, start=1):
            raw = line.rstrip(b"\r\n")
            if not raw.strip():
                continue
            where = DeadLetterSource(topic=source, partition=None, offset=number)
            for output in step(None, raw, where, config, utc_now()):
                sinks[output.kind].write(output.value + b"\n")
                totals.resolved += output.kind == "generation"
                totals.conflicts += output.kind == "conflict"
                totals.dead_lettered += output.kind == "dead_letter"
            if progress is not None and number % 1000 == 0:
                progress.write(f"\r{number} lines, {totals.dead_lettered} dead-lettered")
                progress.flush()
    if progress is not None:
        progress.write("\n")
    return totals


def open_input(name: str) -> tuple[BinaryIO, str]:
    """The input stream and its name for dead letters ("-" is standard input)."""
    if name == "-":
        return sys.stdin.buffer, "stdin"
    return Path(name).open("rb"), name
