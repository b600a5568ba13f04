"""Building blocks for tests on a real broker: a stage (unique topics and group), the
resolver loop in-process, ``resolver worker`` as a subprocess, and bounded topic reads."""

from __future__ import annotations

import asyncio
import os
import signal
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.request
from collections.abc import AsyncIterator, Callable, Iterable, Sequence
from contextlib import asynccontextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import orjson
from aiokafka import AIOKafkaConsumer, AIOKafkaProducer
from aiokafka.structs import TopicPartition

from workers.engine import Policy
from workers.kafka.loop import ResolverLoop, kafka_loop
from workers.observers import Observer
from workers.settings import Settings

ROOT = Path(__file__).resolve().parents[2]
SAMPLES = ROOT / "deploy" / "samples" / "events.jsonl"
LABELLED = ROOT / "tests" / "data" / "labelled.jsonl"


@dataclass(frozen=True)
class Stage:
    """One test's private topics and consumer group, as settings and as environment."""

    settings: Settings
    env: dict[str, str]

    async def produce(self, values: Sequence[bytes | None], keys: Sequence[bytes | None] | None
                      = None, topic: str | None = None) -> list[Any]:
        """Write ``values`` in order (acks=all); returns their RecordMetadata."""
        producer = AIOKafkaProducer(bootstrap_servers=self.settings.bootstrap_servers,
                                    acks="all", linger_ms=5)
        await producer.start()
        try:
            keys = keys if keys is not None else [None] * len(values)
            futures = [await producer.send(topic or self.settings.topic_retrieval, value, key=key)
                       for key, value in zip(keys, values, strict=True)]
            return list(await asyncio.gather(*futures))
        finally:
            await producer.stop()

    async def read(self, topic: str, until: Callable[[list[Any]], bool], timeout: float = 60.0,
                   settle: float = 0.0) -> list[Any]:
        """Every record of ``topic`` from the start, once ``until(records)`` holds.

        Fails after ``timeout`` seconds. With ``settle``, keeps reading that much longer
        to catch records that should not be there (duplicates, extra dead letters).
        """
        consumer = AIOKafkaConsumer(topic, bootstrap_servers=self.settings.bootstrap_servers,
                                    group_id=None, auto_offset_reset="earliest")
        await consumer.start()
        records: list[Any] = []
        try:
            deadline = time.monotonic() + timeout
            while not until(records):
                if time.monotonic() > deadline:
                    raise AssertionError(f"{topic}: condition not met after {timeout}s; "
                                         f"{len(records)} records read")
                for batch in (await consumer.getmany(timeout_ms=200)).values():
                    records.extend(batch)
            settle_until = time.monotonic() + settle
            while time.monotonic() < settle_until:
                for batch in (await consumer.getmany(timeout_ms=200)).values():
                    records.extend(batch)
            return records
        finally:
            await consumer.stop()

    async def read_all(self, topic: str, isolation_level: str = "read_uncommitted",
                       ) -> list[Any]:
        """A snapshot: every record of ``topic`` from the start up to its current end (with
        ``read_committed``, its committed records up to the last stable offset)."""
        consumer = AIOKafkaConsumer(bootstrap_servers=self.settings.bootstrap_servers,
                                    group_id=None, auto_offset_reset="earliest",
                                    isolation_level=isolation_level)
        await consumer.start()
        try:
            partitions = [TopicPartition(topic, p) for p in range(self.settings.topic_partitions)]
            consumer.assign(partitions)
            await consumer.seek_to_beginning(*partitions)
            ends = await consumer.end_offsets(partitions)
            records: list[Any] = []
            while [tp for tp in partitions if await consumer.position(tp) < ends[tp]]:
                for batch in (await consumer.getmany(timeout_ms=200)).values():
                    records.extend(batch)
            return records
        finally:
            await consumer.stop()

    async def read_count(self, topic: str, count: int, **kwargs: Any) -> list[Any]:
        return await self.read(topic, lambda records: len(records) >= count, **kwargs)


def values(records: Iterable[Any]) -> list[dict[str, Any]]:
    return [orjson.loads(record.value) for record in records]


def sample_lines(path: Path = SAMPLES) -> list[bytes]:
    return [line for line in path.read_bytes().splitlines() if line.strip()]


def event_key(line: bytes) -> bytes | None:
    """The event_id of a line as its key, as the retrieval stage would key it."""
    try:
        document = orjson.loads(line)
    except orjson.JSONDecodeError:
        return None
    event_id = document.get("event_id") if isinstance(document, dict) else None
    return event_id.encode() if isinstance(event_id, str) else None


def make_event(event_id: str, text_a: str = "Returns accepted within 30 days of delivery.",
               text_b: str = "Returns accepted within 14 days of purchase.") -> bytes:
    """A small valid event with one conflict (emitted_at set, so replays are byte-identical)."""
    return orjson.dumps({
        "event_id": event_id, "tenant": "acme", "emitted_at": "2026-11-29T10:00:00Z",
        "query": "What is the return window for PB-441?",
        "chunks": [
            {"chunk_id": "c_a", "doc_id": "returns-policy", "text": text_a,
             "doc_class": "policy", "source_tier": "primary", "effective_date": "2024-11-01"},
            {"chunk_id": "c_b", "doc_id": "support-mail", "text": text_b,
             "doc_class": "support_email", "source_tier": "secondary"},
        ],
    })


@asynccontextmanager
async def running_loop(settings: Settings, policy: Policy, *observers: Observer,
                       ) -> AsyncIterator[ResolverLoop]:
    """The production resolver loop in this process (no Faust shell), stopped on exit."""
    loop = kafka_loop(settings, policy, observers)
    await loop.start()
    try:
        yield loop
    finally:
        await loop.stop()


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port: int = probe.getsockname()[1]
        return port


def free_ports(count: int) -> int:
    """A port p such that p .. p + count - 1 are free now."""
    while True:
        port = free_port()
        if port + count - 1 <= 65535 and all(_free(port + i) for i in range(1, count)):
            return port


def _free(port: int) -> bool:
    with socket.socket() as probe:
        try:
            probe.bind(("127.0.0.1", port))
        except OSError:
            return False
        return True


class WorkerProcess:
    """``resolver worker`` in a subprocess, with its own web port; output to a log file."""

    def __init__(self, env: dict[str, str], log: Path) -> None:
        self.port = free_port()
        self.log = log
        self.env = os.environ | env | {"RESOLVER_WEB_HOST": "127.0.0.1",
                                       "RESOLVER_WEB_PORT": str(self.port)}
        self.proc: subprocess.Popen[bytes] | None = None

    def start(self) -> WorkerProcess:
        with self.log.open("ab") as sink:
            self.proc = subprocess.Popen(
                [sys.executable, "-m", "workers.cli", "worker"], cwd=ROOT, env=self.env,
                stdout=sink, stderr=subprocess.STDOUT,
            )
        return self

    def get(self, path: str) -> dict[str, Any] | None:
        raw = self.get_bytes(path)
        if raw is None:
            return None
        body: dict[str, Any] = orjson.loads(raw)
        return body

    def get_bytes(self, path: str) -> bytes | None:
        """The body of a 200 response from the worker's web port, or None."""
        try:
            with urllib.request.urlopen(f"http://127.0.0.1:{self.port}{path}", timeout=2) as r:
                body: bytes = r.read()
                return body
        except (urllib.error.URLError, OSError):
            return None

    async def wait_ready(self, timeout: float = 60.0) -> None:
        deadline = time.monotonic() + timeout
        while self.get("/ready") is None:
            assert self.proc is not None
            if self.proc.poll() is not None:
                raise AssertionError(f"worker exited {self.proc.returncode}: {self.tail()}")
            if time.monotonic() > deadline:
                raise AssertionError(f"worker not ready after {timeout}s: {self.tail()}")
            await asyncio.sleep(0.2)

    def progress(self) -> dict[str, int]:
        health = self.get("/health")
        return health["progress"] if health else {}

    def records(self) -> int:
        """Records processed so far (0 while ``/health`` does not answer); fails with the
        log's tail once the process has exited, instead of waiting on a dead worker."""
        assert self.proc is not None
        if self.proc.poll() is not None:
            raise AssertionError(f"worker exited {self.proc.returncode}: {self.tail()}")
        return self.progress().get("records", 0)

    async def wait_exit(self, timeout: float) -> int:
        """The exit code of a worker expected to stop by itself."""
        assert self.proc is not None
        deadline = time.monotonic() + timeout
        while self.proc.poll() is None:
            assert time.monotonic() < deadline, f"worker still running: {self.tail()}"
            await asyncio.sleep(0.1)
        return self.proc.returncode

    async def stop(self, sig: signal.Signals = signal.SIGTERM, timeout: float = 60.0) -> int:
        assert self.proc is not None
        if self.proc.poll() is None:
            self.proc.send_signal(sig)
        deadline = time.monotonic() + timeout
        while self.proc.poll() is None:
            if time.monotonic() > deadline:
                self.proc.kill()
                raise AssertionError(f"worker ignored {sig.name} for {timeout}s: {self.tail()}")
            await asyncio.sleep(0.1)
        return self.proc.returncode

    def tail(self) -> str:
        return self.log.read_text(errors="replace")[-4000:]
