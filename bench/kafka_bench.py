"""Shared pieces of the broker benchmarks: topics, filling, a worker subprocess, /proc probes.

Every topic of a run has a fresh name and ``message.timestamp.type=LogAppendTime``, so the
timestamp of each record, input or output, is the broker's clock at append.
"""

from __future__ import annotations

import asyncio
import os
import secrets
import signal
import subprocess
import sys
import time
import urllib.error
import urllib.request
from collections.abc import Iterable, Iterator
from pathlib import Path
from typing import Any

import orjson
from aiokafka import AIOKafkaProducer
from aiokafka.admin import AIOKafkaAdminClient, NewTopic

from tests.integration.helpers import free_ports

ROOT = Path(__file__).resolve().parents[1]
KINDS = ("retrieval", "generation", "conflicts", "decisions", "dlq")
TICKS = os.sysconf("SC_CLK_TCK")


def run_name(prefix: str) -> str:
    return f"{prefix}-{secrets.token_hex(3)}"


def topic_names(run: str) -> dict[str, str]:
    return {kind: f"{run}.{kind}" for kind in KINDS}


async def create_topics(bootstrap: str, names: Iterable[str], partitions: int,
                        extra: dict[str, str] | None = None) -> None:
    """Topics with broker-stamped timestamps; compacted where the stage needs it."""
    admin = AIOKafkaAdminClient(bootstrap_servers=bootstrap, request_timeout_ms=30_000)
    await admin.start()
    try:
        base = {"message.timestamp.type": "LogAppendTime", "max.message.bytes": "4194304"}
        topics = []
        for name in names:
            configs = base | (extra or {})
            if name.endswith((".conflicts", ".decisions")):
                configs = configs | {"cleanup.policy": "compact"}
            topics.append(NewTopic(name, partitions, 1, topic_configs=configs))
        await admin.create_topics(topics)
    finally:
        await admin.close()


async def fill(bootstrap: str, topic: str, events: Iterable[dict[str, Any]]) -> int:
    """Write every event (key = event_id) and wait for the acks; returns the count."""
    producer = AIOKafkaProducer(bootstrap_servers=bootstrap, acks="all", linger_ms=20,
                                max_batch_size=512 * 1024, max_request_size=4 * 1024 * 1024)
    await producer.start()
    count = 0
    try:
        pending = []
        for event in events:
            pending.append(await producer.send(topic, orjson.dumps(event),
                                               key=event["event_id"].encode()))
            count += 1
            if len(pending) >= 5000:
                await asyncio.gather(*pending)
                pending = []
        await asyncio.gather(*pending)
    finally:
        await producer.stop()
    return count


def http_json(port: int, path: str) -> dict[str, Any] | None:
    try:
        with urllib.request.urlopen(f"http://127.0.0.1:{port}{path}", timeout=2) as response:
            body: dict[str, Any] = orjson.loads(response.read())
            return body
    except (urllib.error.URLError, OSError, orjson.JSONDecodeError):
        return None


def cpu_seconds(pid: int) -> float:
    """User + system CPU of one process, from /proc."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / TICKS


def process_tree(pid: int) -> list[int]:
    """``pid`` and every live descendant of it, from /proc."""
    children: dict[int, list[int]] = {}
    for stat in Path("/proc").glob("[0-9]*/stat"):
        try:
            parent = int(stat.read_text().rsplit(")", 1)[1].split()[1])
        except (OSError, IndexError, ValueError):
            continue
        children.setdefault(parent, []).append(int(stat.parent.name))
    tree, todo = [], [pid]
    while todo:
        tree.append(current := todo.pop())
        todo.extend(children.get(current, []))
    return tree


def tree_cpu_seconds(pid: int) -> float:
    """CPU of ``pid`` and its live descendants (a process that exits meanwhile is dropped)."""
    total = 0.0
    for member in process_tree(pid):
        try:
            total += cpu_seconds(member)
        except (OSError, IndexError):
            continue
    return total


def tree_peak_mb(pid: int) -> float:
    """Sum of the peak RSS of ``pid`` and of each live descendant (an upper bound of the
    tree's peak: the members need not have peaked at the same moment)."""
    total = 0.0
    for member in process_tree(pid):
        try:
            total += memory_mb(member)[1]
        except (OSError, KeyError, IndexError):
            continue
    return total


def memory_mb(pid: int) -> tuple[float, float]:
    """(current RSS, peak RSS) in MB, from /proc."""
    status = {}
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        key, _, value = line.partition(":")
        status[key] = value
    return int(status["VmRSS"].split()[0]) / 1024, int(status["VmHWM"].split()[0]) / 1024


class Worker:
    """One ``resolver worker`` subprocess on the run's topics, stopped with SIGTERM; with
    ``processes`` > 1, RESOLVER_WORKER_PROCESSES of them on consecutive web ports."""

    def __init__(self, bootstrap: str, run: str, group: str,
                 extra_env: dict[str, str] | None = None, processes: int = 1) -> None:
        self.port = free_ports(processes)
        self.ports = [self.port + i for i in range(processes)]
        env = {
            "RESOLVER_BOOTSTRAP_SERVERS": bootstrap, "RESOLVER_GROUP_ID": group,
            "RESOLVER_WEB_HOST": "127.0.0.1", "RESOLVER_WEB_PORT": str(self.port),
            "RESOLVER_LOG_LEVEL": "warning",
            "RESOLVER_POLICY_PATH": str(ROOT / "deploy/policy.toml"),
            "RESOLVER_WORKER_PROCESSES": str(processes),
        } | {f"RESOLVER_TOPIC_{k.upper()}": v for k, v in topic_names(run).items()}
        self.process = subprocess.Popen(
            [sys.executable, "-m", "workers.cli", "worker"], cwd=ROOT,
            env=os.environ | env | (extra_env or {}), stdout=subprocess.DEVNULL,
        )

    def wait_ready(self) -> None:
        while any(http_json(port, "/ready") is None for port in self.ports):
            if self.process.poll() is not None:
                raise SystemExit(f"worker exited with {self.process.returncode}")
            time.sleep(0.05)

    def progress(self) -> dict[str, int]:
        """/health progress, summed over the worker processes."""
        total: dict[str, int] = {}
        for port in self.ports:
            health = http_json(port, "/health") or {}
            for key, value in health.get("progress", {}).items():
                total[key] = total.get(key, 0) + value
        return total

    def records(self) -> int:
        return self.progress().get("records", 0)

    def samples(self, until: int, every: float = 0.1) -> Iterator[dict[str, int]]:
        """Poll /health until ``until`` records are committed, yielding each reading."""
        while True:
            if self.process.poll() is not None:
                raise SystemExit(f"worker exited with {self.process.returncode}")
            progress = self.progress()
            yield progress
            if progress.get("records", 0) >= until:
                return
            time.sleep(every)

    def stop(self) -> None:
        if self.process.poll() is None:
            self.process.send_signal(signal.SIGTERM)
            self.process.wait(timeout=120)
