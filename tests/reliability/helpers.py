"""Shared steps of the fault suite: waiting, reading every output, checking accounts, and
reporting the figures each test measured (printed, and appended as JSON lines to the file
named by RELIABILITY_REPORT when it is set)."""

from __future__ import annotations

import asyncio
import os
import time
from collections import defaultdict
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import orjson

from tests.integration.helpers import Stage, WorkerProcess, make_event


async def wait_until(what: str, check: Callable[[], bool], timeout: float = 120.0,
                     detail: Callable[[], str] = lambda: "") -> float:
    """Seconds until ``check()`` held; fails after ``timeout``, with ``detail()`` (say, a
    worker's log tail) in the message."""
    started = time.monotonic()
    while not check():
        if time.monotonic() - started >= timeout:
            raise AssertionError(f"{what}: not after {timeout}s\n{detail()}")
        await asyncio.sleep(0.1)
    return time.monotonic() - started


@dataclass
class Outputs:
    """Every record on the generation and dead-letter topics, by key and by source offset."""

    generation: dict[bytes, list[bytes]] = field(default_factory=lambda: defaultdict(list))
    dead: dict[tuple[int, int], list[bytes]] = field(default_factory=lambda: defaultdict(list))
    conflicts: dict[tuple[bytes, str], list[bytes]] = field(
        default_factory=lambda: defaultdict(list))
    """By (conflict_id, event_id): a conflict_id names the same chunks in any event."""

    @property
    def duplicates(self) -> int:
        """Records written more than once (every copy after the first)."""
        groups = (*self.generation.values(), *self.dead.values(), *self.conflicts.values())
        return sum(len(copies) - 1 for copies in groups)

    def differing(self) -> list[str]:
        """Keys whose copies differ (a replay must write identical records)."""
        out = [k.decode() for k, c in self.generation.items() if len(set(c)) > 1]
        out += [f"{k!r}/{e}" for (k, e), c in self.conflicts.items() if len(set(c)) > 1]
        out += [str(k) for k, c in self.dead.items()
                if len({_without_time(v) for v in c}) > 1]
        return out


def _without_time(dead_letter: bytes) -> bytes:
    """A dead letter without ``failed_at`` (the moment it was written, not a content field)."""
    document = orjson.loads(dead_letter)
    document.pop("failed_at", None)
    return orjson.dumps(document)


def kill_inputs(prefix: str, count: int, bad_every: int) -> tuple[list[bytes], list[bytes]]:
    """Keys and values of ``count`` events; every ``bad_every``-th one is not JSON (a dead
    letter, replayed like any output)."""
    keys, values = [], []
    for i in range(count):
        key = f"{prefix}-{i:05d}".encode()
        keys.append(key)
        if i % bad_every == 0:
            values.append(b"not json " + key)
        else:
            days = 14 + i % 7
            values.append(make_event(key.decode(), text_b=f"Returns within {days} days."))
    return keys, values


async def read_outputs(stage: Stage, isolation_level: str = "read_uncommitted") -> Outputs:
    """Every output of the stage by what it answers (``read_committed``: only what
    committed transactions wrote)."""
    s = stage.settings
    out = Outputs()
    for record in await stage.read_all(s.topic_generation, isolation_level):
        out.generation[record.key].append(record.value)
    for record in await stage.read_all(s.topic_conflicts, isolation_level):
        event_id = orjson.loads(record.value)["event_id"]
        out.conflicts[(record.key, event_id)].append(record.value)
    for record in await stage.read_all(s.topic_dlq, isolation_level):
        source = orjson.loads(record.value)["source"]
        out.dead[(source["partition"], source["offset"])].append(record.value)
    return out


def peak_rss_mib(worker: WorkerProcess) -> float:
    """The worker's peak resident set (VmHWM) in MiB, read from /proc while it runs."""
    assert worker.proc is not None
    for line in Path(f"/proc/{worker.proc.pid}/status").read_text().splitlines():
        if line.startswith("VmHWM:"):
            return int(line.split()[1]) / 1024
    return float("nan")


def report(name: str, **figures: Any) -> None:
    """Print the figures a test measured and keep them for RELIABILITY.md."""
    line = orjson.dumps({"test": name, **figures}).decode()
    print(f"\nRELIABILITY {line}")
    target = os.environ.get("RELIABILITY_REPORT")
    if target:
        with Path(target).open("a") as sink:
            sink.write(line + "\n")
