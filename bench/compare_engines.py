"""Engine CPU per event of two checkouts, measured in one run, interleaved: prints the ratio.

    .venv/bin/python bench/compare_engines.py --other /path/to/main-checkout --events 800
    .venv/bin/python bench/compare_engines.py --other ../main --reuse 0.9 --events 3000

On a shared machine a figure from one run and a figure from another, minutes apart, differ by
more than most changes do. Here each checkout resolves the same generated events in its own
interpreter (each with its own ``.venv``), batch after batch, alternating ABBA, and the CPU
time of the resolving thread is summed per checkout: both see the same load. The events
come from ``bench/events_gen.py`` (seed 11, 10 chunks); a warm-up of 300 events fills the
word memos first. The ratio is this checkout over the other. Asserts nothing.

Each checkout runs under the garbage-collector setting its worker applies at start-up
(``workers/gc_tuning.py``, where the checkout has one); ``--gc default`` keeps CPython's
default in both, to measure the engine's code alone.
"""

from __future__ import annotations

import argparse
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
NOW = "2026-11-29T10:00:00.000Z"


def child(events: int, batch: int, reuse: float, gc_mode: str) -> None:
    """Resolve batch k of the events when told "k" on stdin; answer its CPU µs."""
    sys.path.insert(0, str(Path.cwd()))
    if gc_mode == "own":
        try:
            from workers.gc_tuning import tune_gc  # type: ignore[import-not-found,unused-ignore]
        except ImportError:
            pass  # a checkout from before the setting: CPython's default, as its worker ran
        else:
            tune_gc()
    from bench.events_gen import EventSource
    from schemas import RetrievalEvent
    from workers.encode import encode_resolution
    from workers.engine import resolve
    from workers.policy_file import load_policy

    policy = load_policy("deploy/policy.toml")
    source = EventSource(seed=11, chunks=10, reuse=reuse)
    for doc in source.events(300):
        encode_resolution(resolve(RetrievalEvent.model_validate(doc), policy, NOW))
    parsed = [RetrievalEvent.model_validate(d) for d in source.events(events)]
    print("ready", flush=True)
    for line in sys.stdin:
        k = int(line)
        start = time.thread_time_ns()
        for event in parsed[k * batch : (k + 1) * batch]:
            encode_resolution(resolve(event, policy, NOW))
        print((time.thread_time_ns() - start) / 1000, flush=True)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--other", type=Path, required=True, help="the other checkout")
    parser.add_argument("--events", type=int, default=800)
    parser.add_argument("--batch", type=int, default=20)
    parser.add_argument("--reuse", type=float, default=0.0)
    parser.add_argument("--gc", choices=["own", "default"], default="own",
                        help="each checkout's worker GC setting (own) or CPython's (default)")
    parser.add_argument("--child", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child:
        child(args.events, args.batch, args.reuse, args.gc)
        return
    sys.path.insert(0, str(ROOT))
    from bench.machine import describe

    print(describe())
    where = {"this": ROOT, "other": args.other.resolve()}
    kids = {
        name: subprocess.Popen(
            [str(path / ".venv/bin/python"), str(Path(__file__).resolve()), "--child",
             "--other", ".", "--events", str(args.events), "--batch", str(args.batch),
             "--reuse", str(args.reuse), "--gc", args.gc],
            cwd=path, stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True,
        )
        for name, path in where.items()
    }
    for kid in kids.values():
        assert kid.stdin is not None and kid.stdout is not None
        if kid.stdout.readline().strip() != "ready":
            raise SystemExit("a checkout failed to start")
    cpu: dict[str, list[float]] = {"this": [], "other": []}
    for k in range(args.events // args.batch):
        for name in ("this", "other") if k % 2 == 0 else ("other", "this"):
            kid = kids[name]
            assert kid.stdin is not None and kid.stdout is not None
            kid.stdin.write(f"{k}\n")
            kid.stdin.flush()
            cpu[name].append(float(kid.stdout.readline()))
    for kid in kids.values():
        assert kid.stdin is not None
        kid.stdin.close()
        kid.wait()
    done = len(cpu["this"]) * args.batch
    this, other = sum(cpu["this"]), sum(cpu["other"])
    per_batch = statistics.median(a / b for a, b in zip(cpu["this"], cpu["other"], strict=True))
    print(f"{done} events of 10 chunks, reuse {args.reuse:.0%}, ABBA batches of {args.batch}, "
          f"GC setting: {args.gc}")
    print(f"  other ({where['other']}): {other / done:8.1f} µs CPU per event")
    print(f"  this  ({where['this']}): {this / done:8.1f} µs CPU per event")
    print(f"  ratio this/other: {this / other:.3f} (median per batch pair {per_batch:.3f})")


if __name__ == "__main__":
    main()
