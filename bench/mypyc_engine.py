"""What compiling the engine with mypyc buys: build a compiled copy, prove it decides the same,
measure it interleaved against this checkout's pure engine. Prints figures; asserts nothing.

    .venv/bin/python bench/mypyc_engine.py                          # build, same output, 0/50/90 %
    .venv/bin/python bench/mypyc_engine.py --reuse 0 --events 800   # a quicker look
    .venv/bin/python bench/mypyc_engine.py --keep /tmp/compiled     # keep the compiled copy

The copy (``workers``, ``schemas``, ``bench``, ``deploy`` and this checkout's ``.venv``, linked)
goes to a scratch folder, never into this checkout: a compiled module next to its source would
shadow every later edit of it. ``mypyc`` (shipped with the dev dependency ``mypy``) compiles
every module of ``workers/engine`` there in place, with the project's strict mypy settings; the
build's wall time is printed. ``bench/same_output.py`` then runs the step over every labelled set,
the RAMDocs dev file and generated events in both trees and the two files are compared byte for
byte. Last, ``bench/compare_engines.py`` runs from the copy with ``--other`` this checkout, at each
reuse level: the same events, ABBA batches, CPU time of the resolving thread, so the ratio
(compiled over pure: below 1 is faster) is from one run under one load.
"""

from __future__ import annotations

import argparse
import filecmp
import os
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
COPIED = ("workers", "schemas", "bench", "deploy", "pyproject.toml")


def make_copy(where: Path) -> None:
    """The parts of this checkout the step and the benchmarks import, plus its interpreter."""
    where.mkdir(parents=True, exist_ok=True)
    ignore = shutil.ignore_patterns("__pycache__", "*.so", "build")
    for name in COPIED:
        source = ROOT / name
        if source.is_dir():
            shutil.copytree(source, where / name, ignore=ignore, dirs_exist_ok=True)
        else:
            shutil.copy2(source, where / name)
    venv = where / ".venv"
    if not venv.exists():
        venv.symlink_to(ROOT / ".venv")


def compile_engine(where: Path) -> float:
    """mypyc over every engine module in ``where``; the build's wall seconds."""
    modules = sorted(str(p.relative_to(where)) for p in (where / "workers/engine").rglob("*.py"))
    start = time.monotonic()
    build = subprocess.run([str(ROOT / ".venv/bin/mypyc"), *modules], cwd=where,
                           capture_output=True, text=True, check=False)
    seconds = time.monotonic() - start
    if build.returncode != 0:
        print(build.stdout[-4000:], build.stderr[-4000:], sep="\n")
        raise SystemExit("mypyc failed")
    built = sorted((where / "workers/engine").rglob("*.so"))
    print(f"mypyc: {len(modules)} modules, {len(built)} extension modules, {seconds:.0f} s wall")
    return seconds


def same_output(where: Path, events: Path) -> None:
    """Every output byte of the step, pure (this checkout) and compiled (the copy)."""
    inputs = [*sorted((ROOT / "tests/data").glob("*.jsonl")),
              ROOT / "tests/data/ramdocs/ramdocs-dev.jsonl", events]
    outs = []
    for tree in (ROOT, where):
        out = where / f"same-output-{'pure' if tree == ROOT else 'compiled'}.bin"
        subprocess.run([str(ROOT / ".venv/bin/python"), str(tree / "bench/same_output.py"),
                        "--out", str(out), *map(str, inputs)],
                       cwd=tree, check=True, env={**os.environ, "PYTHONPATH": str(tree)})
        outs.append(out)
    same = filecmp.cmp(outs[0], outs[1], shallow=False)
    print(f"outputs byte-identical: {'yes' if same else 'NO'} ({outs[0]} vs {outs[1]})")
    if not same:
        raise SystemExit("the compiled engine decides differently")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--keep", type=Path, help="build here and keep it (default: a temp dir)")
    parser.add_argument("--reuse", type=float, nargs="+", default=[0.0, 0.5, 0.9])
    parser.add_argument("--events", type=int, default=1500, help="events per reuse level")
    parser.add_argument("--same-events", type=int, default=3000,
                        help="generated events (50 %% reuse, seed 23) in the output check")
    args = parser.parse_args()
    sys.path.insert(0, str(ROOT))
    from bench.machine import describe

    print(describe())
    where = args.keep or Path(tempfile.mkdtemp(prefix="mypyc-engine-"))
    make_copy(where)
    compile_engine(where)
    events = where / "same-output-events.jsonl"
    with events.open("w") as out:
        subprocess.run([str(ROOT / ".venv/bin/python"), str(ROOT / "bench/events_gen.py"),
                        "--events", str(args.same_events), "--reuse", "0.5", "--seed", "23"],
                       stdout=out, check=True)
    same_output(where, events)
    for reuse in args.reuse:
        subprocess.run([str(where / ".venv/bin/python"), "bench/compare_engines.py", "--other",
                        str(ROOT), "--reuse", str(reuse), "--events", str(args.events)],
                       cwd=where, check=True)
    if args.keep is None:
        shutil.rmtree(where)


if __name__ == "__main__":
    main()
