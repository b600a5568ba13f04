"""Engine speed on realistic events: µs per event (median, p99) cold and with chunk reuse,
cost per chunk as events grow, and ``resolver resolve`` end to end. Prints figures and the
machine; asserts nothing.

    .venv/bin/python bench/bench_engine.py                 # everything (a few minutes)
    .venv/bin/python bench/bench_engine.py --skip-cli      # engine only
    .venv/bin/python bench/bench_engine.py --plot bench/   # also write the PNG plots

Events come from ``bench/events_gen.py`` (10 chunks of 150-300 characters, about 3.4 KB).
"Engine" is ``resolve`` on an already validated event plus encoding its records to bytes
(what route does after decode). Each reuse level runs in a fresh process, so the engine's
reading caches start empty; a warm-up of 1,000 events from the same stream runs first (at
0 % reuse it fills nothing a later event can use). The share of chunk texts actually seen
before is measured and printed next to the nominal reuse.
"""

from __future__ import annotations

import argparse
import json
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from bench.events_gen import EventSource  # noqa: E402
from bench.machine import describe  # noqa: E402

POLICY = ROOT / "deploy" / "policy.toml"
NOW = "2026-11-29T10:00:00.000Z"


def pct(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def engine_run(reuse: float, chunks: int, events: int, warm: int) -> dict[str, Any]:
    """Time the engine on ``events`` events (fresh interpreter state is the caller's job)."""
    from schemas import RetrievalEvent
    from workers.encode import encode_resolution
    from workers.engine import resolve
    from workers.policy_file import load_policy

    policy = load_policy(str(POLICY))
    source = EventSource(seed=11, chunks=chunks, reuse=reuse)
    seen: set[str] = set()
    for doc in source.events(warm):
        event = RetrievalEvent.model_validate(doc)
        encode_resolution(resolve(event, policy, NOW))
        seen.update(c.text for c in event.chunks)
    docs = list(source.events(events))
    parsed = [RetrievalEvent.model_validate(d) for d in docs]
    reused = total = 0
    for event in parsed:
        for chunk in event.chunks:
            reused += chunk.text in seen
            total += 1
            seen.add(chunk.text)
    micros, cpu = [], []
    for event in parsed:
        start, start_cpu = time.perf_counter_ns(), time.thread_time_ns()
        encode_resolution(resolve(event, policy, NOW))
        cpu.append((time.thread_time_ns() - start_cpu) / 1000)
        micros.append((time.perf_counter_ns() - start) / 1000)
    return {"reuse": reuse, "chunks": chunks, "events": events,
            "seen_before": reused / total, "median_us": statistics.median(cpu),
            "p99_us": pct(cpu, 0.99), "mean_us": statistics.fmean(cpu),
            "wall_median_us": statistics.median(micros), "wall_p99_us": pct(micros, 0.99)}


def output_paths(events: int) -> dict[str, float]:
    """Per event, the output step both ways on the same resolutions, interleaved: orjson over
    the engine's plain records (the worker's path) vs validating each into its pydantic
    schema model and dumping that (what every event paid before)."""
    from schemas import RetrievalEvent
    from schemas.records import ConflictRecord, ResolvedContext
    from workers.encode import encode_resolution, to_bytes
    from workers.engine import resolve
    from workers.policy_file import load_policy

    policy = load_policy(str(POLICY))
    docs = EventSource(seed=13, reuse=0.5).events(events)
    resolutions = [resolve(RetrievalEvent.model_validate(d), policy, NOW) for d in docs]
    plain, models = [], []
    for res in resolutions:
        start = time.thread_time_ns()
        encode_resolution(res)
        middle = time.thread_time_ns()
        to_bytes(ResolvedContext.model_validate(res.context_doc))
        for doc in res.conflict_docs:
            to_bytes(ConflictRecord.model_validate(doc))
        models.append((time.thread_time_ns() - middle) / 1000)
        plain.append((middle - start) / 1000)
    return {"plain_us": statistics.median(plain), "models_us": statistics.median(models)}


def in_child(reuse: float, chunks: int, events: int, warm: int) -> dict[str, Any]:
    """``engine_run`` in a fresh interpreter, so no cache carries over between levels."""
    out = subprocess.run(
        [sys.executable, __file__, "--child", f"{reuse},{chunks},{events},{warm}"],
        check=True, capture_output=True, cwd=ROOT,
    )
    result: dict[str, Any] = json.loads(out.stdout)
    return result


def cli_run(reuse: float, events: int) -> dict[str, Any]:
    """``resolver resolve`` over ``events`` generated events: wall and CPU per event."""
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "events.jsonl"
        with path.open("wb") as sink:
            subprocess.run([sys.executable, str(ROOT / "bench/events_gen.py"), "--events",
                            str(events), "--reuse", str(reuse)], stdout=sink, check=True)
        empty = Path(tmp) / "empty.jsonl"
        empty.write_bytes(b"")
        timings = []
        for source in (empty, path):
            start, cpu0 = time.perf_counter(), _children_cpu()
            subprocess.run([sys.executable, "-m", "workers.cli", "resolve", str(source),
                            "--policy", str(POLICY), "--out", str(Path(tmp) / "out")],
                           check=True, capture_output=True, cwd=ROOT)
            timings.append((time.perf_counter() - start, _children_cpu() - cpu0))
    (start_wall, start_cpu), (wall, cpu) = timings
    return {"reuse": reuse, "events": events, "wall_ms": wall * 1000 / events,
            "cpu_ms": cpu * 1000 / events, "startup_s": start_wall,
            "net_ms": (wall - start_wall) * 1000 / events,
            "net_cpu_ms": (cpu - start_cpu) * 1000 / events}


def _children_cpu() -> float:
    import resource

    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def plot(results: dict[str, Any], where: Path) -> None:
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    fig, ax = plt.subplots(figsize=(6, 4))
    sizes = results["per_chunk"]
    ax.plot([r["chunks"] for r in sizes], [r["median_us"] / r["chunks"] for r in sizes], "o-")
    ax.set_xscale("log")
    ax.set_xlabel("chunks per event (every chunk new)")
    ax.set_ylabel("engine µs per chunk (median event)")
    ax.set_ylim(bottom=0)
    ax.set_title("Engine cost per chunk vs chunks per event")
    fig.tight_layout()
    fig.savefig(where / "engine_cost_vs_chunks.png", dpi=100)
    fig, ax = plt.subplots(figsize=(6, 4))
    levels = results["reuse"]
    xs = [100 * r["reuse"] for r in levels]
    ax.plot(xs, [r["median_us"] for r in levels], "o-", label="median")
    ax.plot(xs, [r["p99_us"] for r in levels], "s--", label="p99")
    ax.set_xlabel("chunks seen before (%)")
    ax.set_ylabel("engine µs per 10-chunk event")
    ax.set_ylim(bottom=0)
    ax.legend()
    ax.set_title("Engine cost per event vs chunk reuse")
    fig.tight_layout()
    fig.savefig(where / "engine_cost_vs_reuse.png", dpi=100)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--events", type=int, default=3000, help="timed events per level")
    parser.add_argument("--cli-events", type=int, default=4000)
    parser.add_argument("--skip-cli", action="store_true")
    parser.add_argument("--plot", type=Path, help="folder for the PNG plots")
    parser.add_argument("--json", type=Path, help="write the figures as JSON here")
    parser.add_argument("--child", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child:
        reuse, chunks, events, warm = args.child.split(",")
        print(json.dumps(engine_run(float(reuse), int(chunks), int(events), int(warm))))
        return
    print(describe())
    print(f"engine: resolve + encode per 10-chunk event, {args.events} events per level; "
          "CPU time of the thread per event (robust on a loaded machine) and wall time")
    results: dict[str, Any] = {"reuse": [], "per_chunk": [], "cli": []}
    for reuse in (0.0, 0.5, 0.9):
        r = in_child(reuse, 10, args.events, 1000)
        results["reuse"].append(r)
        print(f"  reuse {reuse:4.0%} (measured {r['seen_before']:4.0%}): CPU median "
              f"{r['median_us']:7.1f} µs  p99 {r['p99_us']:7.1f} µs  mean {r['mean_us']:7.1f} µs"
              f"  | wall median {r['wall_median_us']:7.1f} µs  p99 {r['wall_p99_us']:7.1f} µs")
    print("cost per chunk, every chunk new:")
    for chunks in (10, 50, 200):
        r = in_child(0.0, chunks, max(40, 20_000 // chunks), 50)
        results["per_chunk"].append(r)
        print(f"  {chunks:4d} chunks: {r['median_us'] / chunks:6.1f} µs per chunk "
              f"(CPU per event: median {r['median_us'] / 1000:6.2f} ms, "
              f"p99 {r['p99_us'] / 1000:6.2f} ms)")
    out = output_paths(1000)
    results["output"] = out
    print(f"output step per event (median CPU): plain records + orjson {out['plain_us']:.1f} µs, "
          f"via pydantic models {out['models_us']:.1f} µs")
    if not args.skip_cli:
        print(f"`resolver resolve` over {args.cli_events} events (one process each):")
        for reuse in (0.0, 0.5, 0.9):
            r = cli_run(reuse, args.cli_events)
            results["cli"].append(r)
            print(f"  reuse {reuse:4.0%}: {r['wall_ms']:5.3f} ms/event wall "
                  f"({r['cpu_ms']:5.3f} ms CPU); less start-up ({r['startup_s']:.2f} s): "
                  f"{r['net_ms']:5.3f} ms/event wall, {r['net_cpu_ms']:5.3f} ms CPU")
    if args.json:
        args.json.write_text(json.dumps(results, indent=1))
    if args.plot:
        plot(results, args.plot)
        print(f"plots written to {args.plot}")


if __name__ == "__main__":
    main()
