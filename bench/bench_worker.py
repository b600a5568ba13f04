"""The worker on a real broker, against a raw aiokafka passthrough, in one run.

    KAFKA_PORT=19351 deploy/kafka/kafka.sh up
    .venv/bin/python bench/bench_worker.py --bootstrap 127.0.0.1:19351 [--events 50000]

1. Fills one fresh 6-partition input topic with generated events (``bench/events_gen.py``,
   ``--reuse`` of the chunks seen before).
2. Reads all of it three times, each time in a subprocess with its own consumer group: a
   raw aiokafka consume → produce → commit loop (acks=all, idempotent, read_committed,
   commit after every ack: the worker's guarantee with no work in between), then one
   ``resolver worker`` process, then ``resolver worker`` with RESOLVER_WORKER_PROCESSES
   = ``--processes`` (default: the CPU count). For each: events/s, CPU seconds per 10,000
   events and peak RSS of the process and its children (RSS: the sum of their peaks).
   ``--throughput-only`` stops here.
3. Drives a fresh worker at half of its measured rate and reports p50/p99 from input append
   to output append (both topics use LogAppendTime: the broker's clock at each append; the
   output append is when its acknowledgement is sent).
4. Throughput against the batch size (RESOLVER_BATCH_SIZE) on the first ``--sweep-events``.

A measurement, not a test: nothing here gates on wall-clock time.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import statistics
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

import orjson  # noqa: E402
from aiokafka import AIOKafkaConsumer, AIOKafkaProducer  # noqa: E402

from bench.events_gen import EventSource  # noqa: E402
from bench.kafka_bench import (  # noqa: E402
    Worker,
    cpu_seconds,
    create_topics,
    fill,
    memory_mb,
    run_name,
    topic_names,
    tree_cpu_seconds,
    tree_peak_mb,
)
from bench.machine import describe  # noqa: E402


async def passthrough(bootstrap: str, source: str, sink: str, group: str, total: int) -> None:
    """Copy ``total`` records from source to sink with the worker's delivery guarantee."""
    consumer = AIOKafkaConsumer(source, bootstrap_servers=bootstrap, group_id=group,
                                enable_auto_commit=False, auto_offset_reset="earliest",
                                isolation_level="read_committed", max_poll_records=500)
    producer = AIOKafkaProducer(bootstrap_servers=bootstrap, acks="all",
                                enable_idempotence=True, linger_ms=5,
                                max_request_size=4 * 1024 * 1024)
    await producer.start()
    await consumer.start()
    done = 0
    try:
        while not consumer.assignment():
            await asyncio.sleep(0.05)
        print("started", flush=True)
        while done < total:
            batch = await consumer.getmany(timeout_ms=100, max_records=500)
            acks = [await producer.send(sink, r.value, key=r.key)
                    for records in batch.values() for r in records]
            await asyncio.gather(*acks)
            if batch:
                await consumer.commit({tp: rs[-1].offset + 1 for tp, rs in batch.items()})
            done += len(acks)
    finally:
        await consumer.stop()
        await producer.stop()


def measure(process: subprocess.Popen[bytes], progress: Any, total: int) -> dict[str, float]:
    """Time, CPU and peak RSS of ``process`` and its children (worker processes) from now
    until ``progress()`` reaches total; RSS is the sum of each process's peak."""
    start, cpu0 = time.monotonic(), tree_cpu_seconds(process.pid)
    while progress() < total:
        if process.poll() is not None:
            raise SystemExit(f"process exited with {process.returncode}")
        time.sleep(0.1)
    elapsed, cpu = time.monotonic() - start, tree_cpu_seconds(process.pid) - cpu0
    return {"events_per_s": total / elapsed, "cpu_s_per_10k": cpu * 10_000 / total,
            "peak_rss_mb": tree_peak_mb(process.pid), "seconds": elapsed}


def run_passthrough(bootstrap: str, run: str, total: int) -> dict[str, float]:
    names = topic_names(run)
    process = subprocess.Popen(
        [sys.executable, __file__, "--bootstrap", bootstrap, "--passthrough-child",
         f"{names['retrieval']},{run}.copy,{run}-raw,{total}"], cwd=ROOT,
        stdout=subprocess.PIPE)
    assert process.stdout is not None
    process.stdout.readline()  # "started": the group has assigned partitions
    return measure_until_exit(process, total)


def measure_until_exit(process: subprocess.Popen[bytes], total: int) -> dict[str, float]:
    start, cpu0 = time.monotonic(), cpu_seconds(process.pid)
    cpu, peak = cpu0, 0.0
    while process.poll() is None:
        try:
            cpu, peak = cpu_seconds(process.pid), memory_mb(process.pid)[1]
        except (FileNotFoundError, ProcessLookupError, IndexError, KeyError):
            break
        time.sleep(0.05)
    process.wait()
    elapsed = time.monotonic() - start
    return {"events_per_s": total / elapsed, "cpu_s_per_10k": (cpu - cpu0) * 10_000 / total,
            "peak_rss_mb": peak, "seconds": elapsed}


def run_worker(bootstrap: str, run: str, total: int, group: str,
               env: dict[str, str] | None = None, *, processes: int = 1) -> dict[str, float]:
    worker = Worker(bootstrap, run, group, env, processes)
    try:
        worker.wait_ready()
        result = measure(worker.process, worker.records, total)
        errors = worker.progress().get("dead_letters", 0)
        if errors:
            print(f"WARNING: {errors} dead letters")
        return result
    finally:
        worker.stop()


async def latency(bootstrap: str, rate: float, seconds: float, reuse: float) -> dict[str, float]:
    """p50/p99 input append → output append for a worker fed at ``rate`` events/s."""
    run = run_name("lat")
    names = topic_names(run)
    await create_topics(bootstrap, names.values(), 6)
    worker = Worker(bootstrap, run, f"{run}-g")
    try:
        worker.wait_ready()
        source = EventSource(seed=29, reuse=reuse)
        source.warm(2000)
        producer = AIOKafkaProducer(bootstrap_servers=bootstrap, acks="all", linger_ms=1,
                                    max_request_size=4 * 1024 * 1024)
        await producer.start()
        sent, start, pending = 0, time.monotonic(), []
        try:
            while (elapsed := time.monotonic() - start) < seconds:
                due = int(elapsed * rate)
                for event in source.events(due - sent):
                    pending.append(await producer.send(
                        names["retrieval"], orjson.dumps(event),
                        key=event["event_id"].encode()))
                sent = due
                await asyncio.sleep(0.005)
            await asyncio.gather(*pending)
        finally:
            await producer.stop()
        while worker.records() < sent:
            await asyncio.sleep(0.2)
    finally:
        worker.stop()
    appended = await _timestamps(bootstrap, names["retrieval"], sent)
    resolved = await _timestamps(bootstrap, names["generation"], sent)
    delays = sorted(resolved[k] - appended[k] for k in resolved if k in appended)
    return {"rate": rate, "sent": sent, "p50_ms": statistics.median(delays),
            "p99_ms": delays[min(len(delays) - 1, int(0.99 * len(delays)))],
            "max_ms": delays[-1]}


async def _timestamps(bootstrap: str, topic: str, count: int) -> dict[bytes, int]:
    consumer = AIOKafkaConsumer(topic, bootstrap_servers=bootstrap, group_id=None,
                                auto_offset_reset="earliest", enable_auto_commit=False)
    await consumer.start()
    out: dict[bytes, int] = {}
    try:
        idle = 0
        while len(out) < count and idle < 50:
            batch = await consumer.getmany(timeout_ms=200, max_records=5000)
            idle = 0 if batch else idle + 1
            for records in batch.values():
                for r in records:
                    if r.key is not None:
                        out[r.key] = r.timestamp
    finally:
        await consumer.stop()
    return out


def latency_line(lat: dict[str, float], seconds: float) -> str:
    return (f"worker fed at {lat['rate']:,.0f} events/s for {seconds:.0f} s ({lat['sent']:.0f} "
            f"events): input append → output append (LogAppendTime) p50 {lat['p50_ms']:.0f} ms, "
            f"p99 {lat['p99_ms']:.0f} ms, max {lat['max_ms']:.0f} ms")


def line(label: str, r: dict[str, float]) -> str:
    return (f"  {label:<28} {r['events_per_s']:9,.0f} events/s  "
            f"{r['cpu_s_per_10k']:6.2f} CPU s per 10k  peak RSS {r['peak_rss_mb']:6.0f} MB  "
            f"({r['seconds']:.1f} s)")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--bootstrap", default="127.0.0.1:9092")
    parser.add_argument("--events", type=int, default=50_000)
    parser.add_argument("--reuse", type=float, default=0.5)
    parser.add_argument("--latency-seconds", type=float, default=30)
    parser.add_argument("--sweep-events", type=int, default=10_000)
    parser.add_argument("--sweep", default="20,100,500,2000")
    parser.add_argument("--latency-only", type=float, metavar="RATE",
                        help="only the latency run, at RATE events/s")
    parser.add_argument("--processes", type=int, default=os.cpu_count() or 1,
                        help="RESOLVER_WORKER_PROCESSES of the multi-process worker run "
                             "(default: the CPU count; 1 skips that run)")
    parser.add_argument("--throughput-only", action="store_true",
                        help="no latency run and no batch-size sweep")
    parser.add_argument("--json", type=Path)
    parser.add_argument("--plot", type=Path, help="folder for the batch-size PNG")
    parser.add_argument("--passthrough-child", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.passthrough_child:
        source, sink, group, total = args.passthrough_child.split(",")
        asyncio.run(passthrough(args.bootstrap, source, sink, group, int(total)))
        return 0
    print(describe())
    print("NOTE: the machine is shared; compare figures of one run, not across runs")
    if args.latency_only:
        lat = asyncio.run(latency(args.bootstrap, args.latency_only, args.latency_seconds,
                                  args.reuse))
        print(latency_line(lat, args.latency_seconds))
        return 0
    run = run_name("bw")
    names = topic_names(run)
    asyncio.run(create_topics(args.bootstrap, [*names.values(), f"{run}.copy"], 6))
    source = EventSource(seed=17, reuse=args.reuse)
    if args.reuse:
        source.warm(2000)
    start = time.monotonic()
    total = asyncio.run(fill(args.bootstrap, names["retrieval"], source.events(args.events)))
    print(f"filled {names['retrieval']} (6 partitions) with {total} events, chunk reuse "
          f"{args.reuse:.0%}, in {time.monotonic() - start:.0f} s")
    results: dict[str, Any] = {"events": total, "reuse": args.reuse}
    results |= throughput(args, run, total)
    if args.throughput_only:
        if args.json:
            args.json.write_text(json.dumps(results, indent=1))
        return 0
    half = results["worker"]["events_per_s"] / 2
    lat = asyncio.run(latency(args.bootstrap, half, args.latency_seconds, args.reuse))
    print(latency_line(lat, args.latency_seconds))
    results["latency"] = lat
    results["sweep"] = sweep(args.bootstrap, args.reuse, args.sweep_events,
                             [int(s) for s in args.sweep.split(",")])
    if args.json:
        args.json.write_text(json.dumps(results, indent=1))
    if args.plot:
        plot_sweep(results["sweep"], args.plot)
    return 0


def throughput(args: argparse.Namespace, run: str, total: int) -> dict[str, Any]:
    """Passthrough, one worker process, then ``--processes`` of them, on the same topic."""
    results: dict[str, Any] = {}
    raw = run_passthrough(args.bootstrap, run, total)
    print(line("raw aiokafka passthrough", raw))
    worker = run_worker(args.bootstrap, run, total, f"{run}-worker")
    print(line("resolver worker", worker))
    ratio = worker["events_per_s"] / raw["events_per_s"]
    print(f"  worker / passthrough: {ratio:.3f}x")
    results |= {"passthrough": raw, "worker": worker, "ratio": ratio}
    if args.processes > 1:
        label = f"resolver worker, {args.processes} proc"
        several = run_worker(args.bootstrap, run, total, f"{run}-workers",
                             processes=args.processes)
        print(line(label, several))
        print(f"  {args.processes} processes / passthrough: "
              f"{several['events_per_s'] / raw['events_per_s']:.3f}x; / one process: "
              f"{several['events_per_s'] / worker['events_per_s']:.2f}x")
        results["worker_processes"] = {"processes": args.processes} | several
    print(f"load average after the runs: {os.getloadavg()}")
    return results


def sweep(bootstrap: str, reuse: float, events: int, sizes: list[int]) -> list[dict[str, float]]:
    """Worker throughput at each batch size, each with its own group on one filled topic."""
    run = run_name("sw")
    names = topic_names(run)
    asyncio.run(create_topics(bootstrap, names.values(), 6))
    source = EventSource(seed=23, reuse=reuse)
    if reuse:
        source.warm(2000)
    asyncio.run(fill(bootstrap, names["retrieval"], source.events(events)))
    print(f"throughput vs RESOLVER_BATCH_SIZE ({events} events each):")
    out = []
    for size in sizes:
        r = run_worker(bootstrap, run, events, f"{run}-{size}", {"RESOLVER_BATCH_SIZE": str(size)})
        out.append({"batch_size": size} | r)
        print(line(f"batch size {size}", r))
    return out


def plot_sweep(sweep: list[dict[str, float]], where: Path) -> None:
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    fig, ax = plt.subplots(figsize=(6, 4))
    ax.plot([r["batch_size"] for r in sweep], [r["events_per_s"] for r in sweep], "o-")
    ax.set_xscale("log")
    ax.set_xlabel("RESOLVER_BATCH_SIZE (records per batch)")
    ax.set_ylabel("events/s, one worker process")
    ax.set_ylim(bottom=0)
    ax.set_title("Worker throughput vs batch size")
    fig.tight_layout()
    fig.savefig(where / "worker_throughput_vs_batch.png", dpi=100)


if __name__ == "__main__":
    raise SystemExit(main())
