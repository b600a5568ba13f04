"""The engine's resident memory as events go by: RSS after ``gc.collect()`` at each quarter of
``--events`` generated events (no broker, no worker: the engine and its memos alone). Prints
figures; asserts nothing.

    .venv/bin/python bench/engine_rss.py --events 24000 --reuse 0.9

Run it from two checkouts (each with its own interpreter or ``PYTHONPATH``) to compare their
memory on the same events; the path of the ``workers`` package measured is printed.
"""

from __future__ import annotations

import argparse
import gc
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from bench.events_gen import EventSource  # noqa: E402
from bench.machine import describe  # noqa: E402

NOW = "2026-11-29T10:00:00.000Z"


def rss_mb() -> float:
    """This process's resident set size, from /proc (Linux)."""
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    return float("nan")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--events", type=int, default=24_000)
    parser.add_argument("--reuse", type=float, default=0.9)
    args = parser.parse_args()
    import workers
    from schemas import RetrievalEvent
    from workers.encode import encode_resolution
    from workers.engine import resolve
    from workers.policy_file import load_policy

    print(describe())
    print(f"workers: {Path(workers.__file__).parent}; {args.events} events, reuse {args.reuse:.0%}")
    policy = load_policy(str(ROOT / "deploy" / "policy.toml"))
    every = max(1, args.events // 4)
    started = time.process_time()
    source = EventSource(seed=11, chunks=10, reuse=args.reuse)
    for index, doc in enumerate(source.events(args.events), start=1):
        encode_resolution(resolve(RetrievalEvent.model_validate(doc), policy, NOW))
        if index % every == 0 or index == args.events:
            gc.collect()
            print(f"{index:>8} events  RSS {rss_mb():6.0f} MB  "
                  f"CPU {time.process_time() - started:6.0f} s", flush=True)


if __name__ == "__main__":
    main()
