"""Every output byte of the step over a set of event files, for comparing two engine versions.

    .venv/bin/python bench/same_output.py --out /tmp/new.bin tests/data/*.jsonl events.jsonl
    /path/to/other/checkout/.venv/bin/python bench/same_output.py --out /tmp/old.bin ...
    cmp /tmp/old.bin /tmp/new.bin

Each input line goes through ``workers.step.step`` (the worker's and the offline command's
pipeline) with a fixed clock; every output's kind, key and value are written in order, so
two engines decide the same exactly when the files are byte-identical. A RAMDocs file
(``ramdocs`` in its path) is read as the RAMDocs scorer reads it. The ``workers`` package
is whatever the running interpreter imports (its editable install), so running this file
with another checkout's interpreter measures that checkout; the path is printed.
"""

from __future__ import annotations

import argparse
import hashlib
from pathlib import Path

import orjson

import workers
from schemas.records import DeadLetterSource
from workers.governance.ramdocs import to_event
from workers.policy_file import load_policy
from workers.step import StepConfig, step

NOW = "2026-11-29T10:00:00.000Z"


def _lines(path: Path) -> list[bytes]:
    raw = [line for line in path.read_bytes().splitlines() if line.strip()]
    if "ramdocs" not in str(path):
        return raw
    return [orjson.dumps(to_event(i, orjson.loads(line))) for i, line in enumerate(raw)]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("files", nargs="+", type=Path)
    parser.add_argument("--out", type=Path, required=True)
    parser.add_argument("--policy", default="deploy/policy.toml")
    args = parser.parse_args()
    config = StepConfig(policy=load_policy(args.policy))
    digest = hashlib.sha256()
    count = 0
    with args.out.open("wb") as out:
        for path in args.files:
            for number, line in enumerate(_lines(path), start=1):
                where = DeadLetterSource(topic=path.name, partition=None, offset=number)
                for output in step(None, line, where, config, NOW):
                    record = b"%s %s %s\n" % (output.kind.encode(), output.key or b"-",
                                              output.value)
                    out.write(record)
                    digest.update(record)
                    count += 1
    print(f"{Path(workers.__file__).parent}: {count} outputs, sha256 {digest.hexdigest()}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
