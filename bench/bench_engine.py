"""Engine speed: time to resolve realistic events, and cost per chunk as events grow.

Prints figures; asserts nothing. Pinned to one core. Every event has fresh numbers and
identifiers. "Cold" clears the engine's text-reading cache first, so every chunk is read
from scratch; "warm" resolves the same events again, as a stream does when popular chunks
recur (the reading of a text is memoised; everything else is recomputed per event).

    .venv/bin/python bench/bench_engine.py [--events 3000]
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import time
from pathlib import Path
from typing import Any

from schemas import RetrievalEvent
from workers.decode import Limits, decode_event
from workers.encode import to_bytes
from workers.engine import resolve
from workers.engine.reading import clear_cache
from workers.policy_file import load_policy

ROOT = Path(__file__).resolve().parents[1]
TEMPLATES = [
    ("Returns for {sku} are accepted within {n} days of delivery.", "policy", "primary"),
    ("Customers can return {sku} within {m} days from purchase.", "support_email", "secondary"),
    ("The {sku} Pro plan costs ${p}.00 per seat per month.", "price_sheet", "primary"),
    ("Partner price for {sku}: {q}.50 USD per seat per month.", "partner_deck", "secondary"),
    ("Contractors may access production databases with manager approval.", "policy", "primary"),
    ("Contractors must not access production databases.", "security_standard", "primary"),
    ("The {sku} API allows {n},000 requests per minute in production.", "api_reference", "primary"),
    ("After a rollback of {sku}, watch the error rate for {n} minutes.", "runbook", "primary"),
    ("Warranty claims for {sku} must be filed within {m} months, except for batteries.",
     "policy", "secondary"),
    ("The team offsite is on March {d}, 2025 in the Lisbon office.", "meeting_notes", "tertiary"),
]


def make_event(rnd: random.Random, index: int, size: int, distinct: bool) -> dict[str, Any]:
    sku = f"PB-{rnd.randint(100, 999)}"
    chunks = []
    for i in range(size):
        text, doc_class, tier = TEMPLATES[i % len(TEMPLATES)]
        own = f"ZX-{index}{i:03d}" if distinct else sku
        chunks.append({
            "chunk_id": f"c{index}-{i}", "doc_id": f"doc-{rnd.randint(1, 40)}",
            "doc_class": doc_class, "source_tier": tier, "rank": i + 1,
            "effective_date": rnd.choice([None, "2024-01-01", "2025-03-01"]),
            "text": text.format(sku=own, n=rnd.randint(2, 60), m=rnd.randint(2, 60),
                                p=rnd.randint(20, 60), q=rnd.randint(20, 60),
                                d=rnd.randint(1, 28)),
        })
    return {"event_id": f"ev-{index}", "query": f"What applies to {sku}?",
            "emitted_at": "2026-11-29T10:00:00Z", "chunks": chunks}


def time_resolve(events: list[RetrievalEvent], policy: Any) -> list[float]:
    out = []
    for ev in events:
        start = time.perf_counter_ns()
        resolve(ev, policy, "2026-11-29T10:00:00.000Z")
        out.append((time.perf_counter_ns() - start) / 1000)
    return out


def pct(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def report(label: str, micros: list[float]) -> None:
    print(f"{label}\n  median {statistics.median(micros):7.1f} µs   p99 {pct(micros, 0.99):7.1f} µs"
          f"   mean {statistics.fmean(micros):7.1f} µs")


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--events", type=int, default=3000)
    args = parser.parse_args()
    if hasattr(os, "sched_setaffinity"):
        os.sched_setaffinity(0, {min(os.sched_getaffinity(0))})
    policy = load_policy(str(ROOT / "deploy" / "policy.toml"))
    rnd = random.Random(7)
    warm_up = [RetrievalEvent.model_validate(make_event(rnd, -i - 1, 10, False))
               for i in range(200)]
    time_resolve(warm_up, policy)
    events = [RetrievalEvent.model_validate(make_event(rnd, i, 10, False))
              for i in range(args.events)]
    conflicts = sum(len(resolve(e, policy, "x").conflicts) for e in warm_up) / len(warm_up)
    print(f"10-chunk events, {args.events} of them, {conflicts:.1f} conflicts per event, one core")
    clear_cache()
    cold = time_resolve(events, policy)
    report("resolve, cold (every chunk text new to the engine):", cold)
    warm = time_resolve(events, policy)
    report("resolve, warm (chunk texts seen before, as popular chunks recur):", warm)

    blobs = [to_bytes(e) for e in events]
    limits = Limits()
    full = []
    for blob in blobs:
        start = time.perf_counter_ns()
        decoded = decode_event(blob, limits)
        assert isinstance(decoded, RetrievalEvent)
        res = resolve(decoded, policy, "2026-11-29T10:00:00.000Z")
        to_bytes(res.context)
        for record in res.conflicts:
            to_bytes(record)
        full.append((time.perf_counter_ns() - start) / 1000)
    report("decode + resolve + encode, warm:", full)
    print(f"  ({1e6 / statistics.fmean(full):,.0f} events/s on one core)")
    print(f"cold/warm median ratio {statistics.median(cold) / statistics.median(warm):.1f}x")

    print("cost per chunk (cold), chunks about different subjects:")
    base = None
    for size in (10, 25, 50, 100, 200):
        batch = [RetrievalEvent.model_validate(make_event(rnd, 10_000 + i, size, distinct=True))
                 for i in range(max(20, 3000 // size))]
        per_chunk = statistics.median(time_resolve(batch, policy)) / size
        base = base or per_chunk
        print(f"  {size:4d} chunks: {per_chunk:6.2f} µs/chunk  ({per_chunk / base:4.2f}x of 10)")


if __name__ == "__main__":
    main()
