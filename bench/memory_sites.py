"""Where the engine's memory grows: live Python objects by allocation site, after a first
and a last batch of generated events (``tracemalloc``, 3 frames). Prints figures; asserts
nothing. About 3x slower than the engine alone while tracing.

    .venv/bin/python bench/memory_sites.py --events 24000 --reuse 0.9
"""

from __future__ import annotations

import argparse
import sys
import tracemalloc
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from bench.events_gen import EventSource  # noqa: E402
from bench.machine import describe  # noqa: E402

NOW = "2026-11-29T10:00:00.000Z"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--events", type=int, default=24_000)
    parser.add_argument("--first", type=int, default=8_000, help="events before the first snapshot")
    parser.add_argument("--reuse", type=float, default=0.9)
    parser.add_argument("--top", type=int, default=15)
    args = parser.parse_args()
    from schemas import RetrievalEvent
    from workers.encode import encode_resolution
    from workers.engine import resolve
    from workers.policy_file import load_policy

    print(describe())
    policy = load_policy(str(ROOT / "deploy" / "policy.toml"))
    source = EventSource(seed=11, chunks=10, reuse=args.reuse)
    keep_out = [tracemalloc.Filter(False, "*events_gen*"),
                tracemalloc.Filter(False, "*tracemalloc*")]
    tracemalloc.start(3)
    snapshots = []
    for index, doc in enumerate(source.events(args.events), start=1):
        encode_resolution(resolve(RetrievalEvent.model_validate(doc), policy, NOW))
        if index in (args.first, args.events):
            snapshots.append(tracemalloc.take_snapshot().filter_traces(keep_out))
            print(f"{index} events: {tracemalloc.get_traced_memory()[0] / 2**20:.1f} MB traced")
    print(f"largest sites after {args.events} events:")
    for stat in snapshots[-1].statistics("lineno")[: args.top]:
        print(f"  {stat}")
    print(f"growth from {args.first} to {args.events} events:")
    for diff in snapshots[-1].compare_to(snapshots[0], "lineno")[: args.top]:
        print(f"  {diff}")


if __name__ == "__main__":
    main()
