"""``RESOLVER_WORKER_PROCESSES=2`` on a real broker: two worker processes under one
``resolver worker``, each its own group member on its own web port, split the partitions;
every input is written exactly once, per-key order holds, and SIGTERM stops them all."""

from __future__ import annotations

import asyncio
import os
import signal
import time
from collections import Counter, defaultdict
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager, suppress
from pathlib import Path
from typing import Any

import orjson
import pytest

from tests.integration.conftest import StageFactory
from tests.integration.helpers import Stage, WorkerProcess, free_ports, make_event

pytestmark = pytest.mark.integration


def _children(pid: int) -> list[int]:
    found = []
    for stat in Path("/proc").glob("[0-9]*/stat"):
        try:
            fields = stat.read_text().rsplit(")", 1)[1].split()
        except OSError:
            continue
        if int(fields[1]) == pid:
            found.append(int(stat.parent.name))
    return found


@asynccontextmanager
async def _supervised(stage: Stage, log: Path) -> AsyncIterator[tuple[WorkerProcess, list[
        WorkerProcess]]]:
    """``resolver worker`` with two processes, and a probe of each child's web port."""
    port = free_ports(2)
    supervisor = WorkerProcess(stage.env | {"RESOLVER_WORKER_PROCESSES": "2"}, log)
    supervisor.env["RESOLVER_WEB_PORT"] = str(port)
    probes = []
    for i in range(2):
        probe = WorkerProcess(stage.env, log)
        probe.port, probe.proc = port + i, None
        probes.append(probe)
    supervisor.start()
    try:
        yield supervisor, probes
    finally:
        assert supervisor.proc is not None
        children = _children(supervisor.proc.pid)
        if supervisor.proc.poll() is None:
            supervisor.proc.kill()
            supervisor.proc.wait()
        for child in children:
            with suppress(ProcessLookupError):
                os.kill(child, signal.SIGKILL)


async def _until(what: str, check: Any, timeout: float = 90.0) -> None:
    deadline = time.monotonic() + timeout
    while not check():
        assert time.monotonic() < deadline, f"timed out waiting for {what}"
        await asyncio.sleep(0.2)


async def test_two_worker_processes_split_the_partitions_keep_key_order_and_lose_nothing(
    make_stage: StageFactory, tmp_path: Path,
) -> None:
    stage = await make_stage(partitions=6)
    s = stage.settings
    async with _supervised(stage, tmp_path / "supervisor.log") as (supervisor, probes):
        assert supervisor.proc is not None
        await _until("both processes ready", lambda: all(p.get("/ready") for p in probes))
        assignments = lambda: [set((p.get("/health") or {}).get("assignment", [])) for p in probes]  # noqa: E731
        await _until("a split of the 6 partitions between the two processes", lambda: (
            all(len(a) == 3 for a in assignments())
            and len(set.union(*assignments())) == 6))

        keys = [f"key-{k:02d}".encode() for k in range(12)]
        values, sent_keys = [], []
        for n in range(20):  # per key: a valid event, then a record that is not JSON, ...
            for key in keys:
                values.append(make_event(f"{key.decode()}-{n:02d}") if n % 2 == 0
                              else b"{not json " + key + b" %d" % n)
                sent_keys.append(key)
        metadata = await stage.produce(values, keys=sent_keys)
        generation = await stage.read(
            s.topic_generation, lambda rs: len({r.key for r in rs}) == 120, settle=2.0)
        dead = await stage.read(s.topic_dlq, lambda rs: len(rs) >= 120, settle=2.0)

        per_event = Counter(r.key.decode() for r in generation)
        assert set(per_event) == {f"{k.decode()}-{n:02d}" for k in keys for n in range(0, 20, 2)}
        assert max(per_event.values()) == 1, "no duplicate on the happy path"
        sources = [orjson.loads(r.value)["source"] for r in dead]
        assert len({(d["partition"], d["offset"]) for d in sources}) == len(dead) == 120
        by_key: dict[bytes, list[int]] = defaultdict(list)
        for record, source in zip(dead, sources, strict=True):
            by_key[record.key].append(source["offset"])  # one DLQ partition per key, in order
        sent_offsets: dict[bytes, list[int]] = defaultdict(list)
        for key, value, meta in zip(sent_keys, values, metadata, strict=True):
            if value.startswith(b"{not json"):
                sent_offsets[key].append(meta.offset)
        assert by_key == sent_offsets, "each key's dead letters in the order of its inputs"
        done = [p.progress().get("records", 0) for p in probes]
        assert min(done) > 0 and sum(done) == 240, f"both processes worked: {done}"

        children = _children(supervisor.proc.pid)
        assert len(children) == 2
        assert await supervisor.stop() == 0
        await _until("the children gone", lambda: not any(
            Path(f"/proc/{child}").exists() for child in children), timeout=10)


async def test_a_worker_process_that_dies_stops_the_set_with_a_non_zero_code(
    make_stage: StageFactory, tmp_path: Path,
) -> None:
    stage = await make_stage(partitions=2)
    async with _supervised(stage, tmp_path / "supervisor.log") as (supervisor, probes):
        assert supervisor.proc is not None
        await _until("both processes ready", lambda: all(p.get("/ready") for p in probes))
        first, second = _children(supervisor.proc.pid)
        os.kill(first, signal.SIGKILL)
        assert await supervisor.wait_exit(timeout=60) != 0
        assert not Path(f"/proc/{second}").exists(), "the other process was stopped and reaped"
