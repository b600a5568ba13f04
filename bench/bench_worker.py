"""Throughput of ``resolver worker`` on a real broker: events/s from a pre-filled input topic.

    KAFKA_PORT=19292 deploy/kafka/kafka.sh up
    .venv/bin/python bench/bench_worker.py --bootstrap 127.0.0.1:19292 --events 20000

Fills a fresh input topic with copies of the bundled sample events (valid ones only, each
with its own event_id), starts one worker subprocess, and times from its readiness until
its /health endpoint reports every event processed and committed. A measurement, not a
test: nothing here gates on wall-clock time.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import secrets
import signal
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.request
from pathlib import Path
from typing import Any

import orjson
from aiokafka import AIOKafkaProducer

from workers.kafka.topics import ensure_topics
from workers.settings import Settings

ROOT = Path(__file__).resolve().parents[1]


def _events(count: int) -> list[tuple[bytes, bytes]]:
    samples: list[dict[str, Any]] = []
    for line in (ROOT / "deploy/samples/events.jsonl").read_bytes().splitlines():
        try:
            samples.append(orjson.loads(line))
        except orjson.JSONDecodeError:
            continue
    out = []
    for i in range(count):
        event = samples[i % len(samples)] | {"event_id": f"bench-{i}"}
        out.append((event["event_id"].encode(), orjson.dumps(event)))
    return out


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port: int = probe.getsockname()[1]
        return port


def _get(port: int, path: str) -> dict[str, Any] | None:
    try:
        with urllib.request.urlopen(f"http://127.0.0.1:{port}{path}", timeout=2) as response:
            body: dict[str, Any] = orjson.loads(response.read())
            return body
    except (urllib.error.URLError, OSError):
        return None


async def _fill(settings: Settings, events: list[tuple[bytes, bytes]]) -> None:
    producer = AIOKafkaProducer(bootstrap_servers=settings.bootstrap_servers, acks="all",
                                linger_ms=20, max_batch_size=256 * 1024)
    await producer.start()
    try:
        futures = [await producer.send(settings.topic_retrieval, value, key=key)
                   for key, value in events]
        await asyncio.gather(*futures)
    finally:
        await producer.stop()


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--bootstrap", default="127.0.0.1:9092")
    parser.add_argument("--events", type=int, default=20_000)
    parser.add_argument("--partitions", type=int, default=6)
    parser.add_argument("--batch-size", type=int, default=500)
    args = parser.parse_args()
    run = f"bench-{secrets.token_hex(3)}"
    port = _free_port()
    env = {
        "RESOLVER_BOOTSTRAP_SERVERS": args.bootstrap, "RESOLVER_GROUP_ID": run,
        "RESOLVER_TOPIC_PARTITIONS": str(args.partitions), "RESOLVER_TOPIC_REPLICATION": "1",
        "RESOLVER_BATCH_SIZE": str(args.batch_size), "RESOLVER_WEB_HOST": "127.0.0.1",
        "RESOLVER_WEB_PORT": str(port), "RESOLVER_LOG_LEVEL": "warning",
        "RESOLVER_POLICY_PATH": str(ROOT / "deploy/policy.toml"),
    } | {f"RESOLVER_TOPIC_{kind.upper()}": f"{run}.{kind}"
         for kind in ("retrieval", "generation", "conflicts", "decisions", "dlq")}
    settings = Settings.from_env(env)
    events = _events(args.events)
    size = sum(len(value) for _, value in events) / len(events)
    asyncio.run(ensure_topics(settings))
    asyncio.run(_fill(settings, events))
    print(f"{len(events)} events of {size:.0f} bytes on average in {settings.topic_retrieval} "
          f"({args.partitions} partitions); batch size {args.batch_size}")
    worker = subprocess.Popen([sys.executable, "-m", "workers.cli", "worker"], cwd=ROOT,
                              env=os.environ | env, stdout=subprocess.DEVNULL)
    try:
        while _get(port, "/ready") is None:
            if worker.poll() is not None:
                return 1
            time.sleep(0.05)
        start = time.monotonic()
        progress: dict[str, int] = {}
        while progress.get("records", 0) < len(events):
            if worker.poll() is not None:
                return 1
            time.sleep(0.1)
            progress = (_get(port, "/health") or {}).get("progress", progress)
        elapsed = time.monotonic() - start
    finally:
        worker.send_signal(signal.SIGTERM)
        worker.wait(timeout=60)
    print(f"processed and committed in {elapsed:.2f} s: {len(events) / elapsed:,.0f} events/s "
          f"(one worker process, {os.cpu_count()} CPUs); {progress['outputs']} records written")
    if progress["dead_letters"]:
        print(f"WARNING: {progress['dead_letters']} dead letters: the figure is not meaningful")
        return 1
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
