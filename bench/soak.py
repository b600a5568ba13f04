"""Soak: many events through one ``resolver worker``, its RSS sampled from start to end.

    KAFKA_PORT=19351 deploy/kafka/kafka.sh up
    .venv/bin/python bench/soak.py --bootstrap 127.0.0.1:19351 [--events 1000000]

A feeder keeps the input topic about ``--lead`` events ahead of the worker (the topics keep
little data: small segments, size-bounded retention), so the broker's disk stays small
however long the soak. RSS is read from /proc at start (ready, nothing consumed), every
``--every`` events, and at the end; the script prints each sample, the peak, and the growth
over the second half (a leak grows there; a filling cache stops growing once full).
"""

from __future__ import annotations

import argparse
import asyncio
import json
import sys
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

import orjson  # noqa: E402
from aiokafka import AIOKafkaProducer  # noqa: E402

from bench.events_gen import EventSource  # noqa: E402
from bench.kafka_bench import Worker, create_topics, memory_mb, run_name, topic_names  # noqa: E402
from bench.machine import describe  # noqa: E402

BOUNDED = {"segment.bytes": str(16 * 1024 * 1024), "retention.bytes": str(64 * 1024 * 1024),
           "retention.ms": "600000"}


async def soak(args: argparse.Namespace) -> dict[str, Any]:
    run = run_name("soak")
    names = topic_names(run)
    await create_topics(args.bootstrap, names.values(), 6, BOUNDED)
    worker = Worker(args.bootstrap, run, f"{run}-g",
                    {"RESOLVER_READING_CACHE_SIZE": str(args.cache)} if args.cache else None)
    samples: list[tuple[int, float, float]] = []
    try:
        worker.wait_ready()
        pid = worker.process.pid
        samples.append((0, *memory_mb(pid)))
        print(f"  {0:>9} events  RSS {samples[-1][1]:6.0f} MB (ready)", flush=True)
        source = EventSource(seed=41, reuse=args.reuse)
        if args.reuse:
            source.warm(2000)
        producer = AIOKafkaProducer(bootstrap_servers=args.bootstrap, acks="all", linger_ms=20,
                                    max_batch_size=512 * 1024, max_request_size=4 * 1024 * 1024)
        await producer.start()
        sent, done, next_sample, start = 0, 0, args.every, time.monotonic()
        try:
            while done < args.events:
                if worker.process.poll() is not None:
                    raise SystemExit(f"worker exited with {worker.process.returncode}")
                want = min(args.events, done + args.lead)
                pending = []
                for event in source.events(want - sent):
                    pending.append(await producer.send(names["retrieval"], orjson.dumps(event),
                                                       key=event["event_id"].encode()))
                await asyncio.gather(*pending)
                sent = want
                await asyncio.sleep(0.5)
                done = await asyncio.to_thread(worker.records)
                if done >= next_sample or done >= args.events:
                    samples.append((done, *memory_mb(pid)))
                    rate = done / (time.monotonic() - start)
                    print(f"  {done:>9} events  RSS {samples[-1][1]:6.0f} MB  peak "
                          f"{samples[-1][2]:6.0f} MB  ({rate:,.0f} events/s)", flush=True)
                    next_sample = done + args.every
        finally:
            await producer.stop()
        elapsed = time.monotonic() - start
        progress = worker.progress()
    finally:
        worker.stop()
    half = [s for s in samples if s[0] >= args.events / 2]
    return {"events": done, "seconds": elapsed, "reuse": args.reuse, "samples": samples,
            "start_mb": samples[0][1], "end_mb": samples[-1][1],
            "peak_mb": max(s[2] for s in samples),
            "second_half_growth_mb": half[-1][1] - half[0][1] if len(half) > 1 else 0.0,
            "dead_letters": progress.get("dead_letters", 0)}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--bootstrap", default="127.0.0.1:9092")
    parser.add_argument("--events", type=int, default=1_000_000)
    parser.add_argument("--reuse", type=float, default=0.9)
    parser.add_argument("--every", type=int, default=50_000, help="events between RSS samples")
    parser.add_argument("--lead", type=int, default=5_000, help="events kept ahead of the worker")
    parser.add_argument("--cache", type=int, help="RESOLVER_READING_CACHE_SIZE (default: its own)")
    parser.add_argument("--json", type=Path)
    args = parser.parse_args()
    print(describe())
    print(f"soak: {args.events:,} events, chunk reuse {args.reuse:.0%}, one worker process")
    result = asyncio.run(soak(args))
    print(f"RSS start {result['start_mb']:.0f} MB, end {result['end_mb']:.0f} MB, peak "
          f"{result['peak_mb']:.0f} MB; second half growth {result['second_half_growth_mb']:+.0f} "
          f"MB; {result['events']:,} events in {result['seconds']:.0f} s; "
          f"{result['dead_letters']} dead letters")
    if args.json:
        args.json.write_text(json.dumps(result, indent=1))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
