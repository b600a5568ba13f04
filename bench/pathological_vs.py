"""The pathological texts through two checkouts' engines, side by side: each text's CPU time
in the other checkout, then in this one, alternating, in one run.

    .venv/bin/python bench/pathological_vs.py /path/to/other/checkout
    .venv/bin/python bench/pathological_vs.py /path/to/other/checkout --size 100000

Each checkout runs in a long-lived process of this interpreter with its own directory first
on ``sys.path`` (so its ``workers`` package is the one imported); for every text of
``bench/pathological.py`` the driver asks the other checkout, then this one, and each
resolves the text in a forked child as ``pathological.py`` does. Alternating keeps the two
measurements under the same machine load; CPU time is the engine's own cost.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parents[1]
_SERVE = """
import sys
sys.path.insert(0, sys.argv[1])
from bench import pathological
texts = dict(pathological.cases(int(sys.argv[2])))
for line in sys.stdin:
    elapsed = pathological.run_case(texts[line.rstrip("\\n")], float(sys.argv[3]))
    print(f"{elapsed[1]:.3f}" if elapsed is not None else "inf", flush=True)
"""


def _serve(checkout: Path, size: int, limit: float) -> subprocess.Popen[str]:
    env = {**os.environ, "PYTHONPATH": str(checkout)}
    return subprocess.Popen(
        [sys.executable, "-c", _SERVE, str(checkout), str(size), str(limit)], cwd=checkout,
        env=env, stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)


def _ask(server: subprocess.Popen[str], name: str) -> float:
    assert server.stdin is not None and server.stdout is not None
    server.stdin.write(name + "\n")
    server.stdin.flush()
    return float(server.stdout.readline())


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("other", type=Path, help="the other checkout (e.g. main's)")
    parser.add_argument("--size", type=int, default=1_000_000, help="characters per text")
    parser.add_argument("--limit", type=float, default=30.0, help="seconds before giving up")
    args = parser.parse_args()
    sys.path.insert(0, str(HERE))
    from bench.pathological import cases  # this checkout's, once it is on the path

    names = [name for name, _ in cases(1000)]
    other, this = (_serve(c.resolve(), args.size, args.limit) for c in (args.other, HERE))
    rows: list[tuple[float, float, str]] = []
    print(f"CPU seconds: {args.other.resolve()} -> {HERE}")
    for name in names:
        before, after = _ask(other, name), _ask(this, name)
        rows.append((before, after, name))
        print(f"{before:7.3f} -> {after:7.3f} s CPU  {name}", flush=True)
    for server in (other, this):
        assert server.stdin is not None
        server.stdin.close()
        server.wait()
    worst_before, worst_after = max(rows), max(rows, key=lambda row: row[1])
    print(f"{len(rows)} texts of {args.size} characters; before: worst {worst_before[0]:.3f} s "
          f"({worst_before[2]}), {sum(r[0] > 1 for r in rows)} above 1 s, total "
          f"{sum(r[0] for r in rows):.1f} s; after: worst {worst_after[1]:.3f} s "
          f"({worst_after[2]}), {sum(r[1] > 1 for r in rows)} above 1 s, total "
          f"{sum(r[1] for r in rows):.1f} s")


if __name__ == "__main__":
    main()
