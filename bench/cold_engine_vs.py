"""Cold engine CPU per event of this checkout and of any older one, back to back (ABAB).

    git worktree add /tmp/base <rev> && (cd /tmp/base && make setup)
    .venv/bin/python bench/cold_engine_vs.py /tmp/base --events 500

Unlike ``compare_engines.py`` this needs nothing from the other checkout but the engine's
oldest entry points (``schemas.RetrievalEvent``, ``workers.engine.resolve``,
``workers.policy_file.load_policy``), so it can measure commits older than the benchmarks.
Events come from this checkout's ``bench/events_gen.py`` (seed 3, 10 chunks, every chunk
new); each run warms up on 100 events first. Figures are CPU time of the resolving thread,
median and mean per event, each checkout in its own interpreter. Asserts nothing.
"""

from __future__ import annotations

import argparse
import json
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from bench.machine import describe  # noqa: E402

CHILD = """
import json, statistics, sys, time
sys.path.insert(0, {root!r})
from schemas import RetrievalEvent
from workers.engine import resolve
from workers.policy_file import load_policy
policy = load_policy({root!r} + "/deploy/policy.toml")
events = [RetrievalEvent.model_validate(json.loads(line)) for line in sys.stdin]
for event in events[:100]:
    resolve(event, policy, "2026-11-29T10:00:00.000Z")
spent = []
for event in events[100:]:
    start = time.thread_time()
    resolve(event, policy, "2026-11-29T10:00:00.000Z")
    spent.append(time.thread_time() - start)
print(json.dumps([statistics.median(spent) * 1000, statistics.fmean(spent) * 1000]))
"""


def run(checkout: Path, events: bytes) -> tuple[float, float]:
    python = checkout / ".venv" / "bin" / "python"
    out = subprocess.run([str(python), "-c", CHILD.format(root=str(checkout))], input=events,
                         capture_output=True, check=True, cwd=checkout)
    median, mean = json.loads(out.stdout)
    return median, mean


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("other", type=Path, help="the other checkout (with its own .venv)")
    parser.add_argument("--events", type=int, default=500)
    parser.add_argument("--rounds", type=int, default=2)
    args = parser.parse_args()
    from bench.events_gen import EventSource

    source = EventSource(seed=3, chunks=10, reuse=0.0)
    events = b"".join(json.dumps(d).encode() + b"\n" for d in source.events(args.events + 100))
    print(describe())
    print(f"cold engine CPU per 10-chunk event, {args.events} events, ms (median / mean)")
    ratios = []
    for _ in range(args.rounds):
        other = run(args.other.resolve(), events)
        this = run(ROOT, events)
        ratios.append(this[0] / other[0])
        print(f"  {args.other}: {other[0]:.2f} / {other[1]:.2f}   this checkout: "
              f"{this[0]:.2f} / {this[1]:.2f}   ratio of medians {ratios[-1]:.2f}x")
    print(f"ratio (this / other), mean over rounds: {statistics.fmean(ratios):.2f}x "
          f"at {time.strftime('%Y-%m-%d %H:%M UTC', time.gmtime())}")


if __name__ == "__main__":
    main()
