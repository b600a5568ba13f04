"""Score the engine on RAMDocs read as retrieval events and print the measures.

    .venv/bin/python bench/score_ramdocs.py [--data FILE] [--policy FILE] [--show N]

Each line of ``--data`` (default: the vendored development half,
``tests/data/ramdocs/ramdocs-dev.jsonl``) becomes one RetrievalEvent (see
``workers/governance/ramdocs.py``); the engine resolves it in process, exactly as the offline
command does, and the measures are printed overall and per question type. ``--show N``
also prints up to N events with a false conflict, a missed misinformation passage or a
false alarm, for reading failures. ``--misses`` lists every misinformation passage not set
answer against answer (strict miss), marking the loose-only ones.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

import orjson

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from workers.governance.ramdocs import evaluate, misses, score  # noqa: E402
from workers.policy_file import load_policy  # noqa: E402


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--data", type=Path,
                        default=ROOT / "tests" / "data" / "ramdocs" / "ramdocs-dev.jsonl")
    parser.add_argument("--policy", default=str(ROOT / "deploy" / "policy.toml"))
    parser.add_argument("--split", default="dev", help="event id prefix")
    parser.add_argument("--show", type=int, default=0)
    parser.add_argument("--misses", action="store_true",
                        help="list misinformation passages missed (strict)")
    args = parser.parse_args(argv)
    rows = [orjson.loads(line) for line in args.data.read_bytes().splitlines() if line.strip()]
    results = evaluate(rows, load_policy(args.policy), args.split)
    report = score(rows, results)
    print(f"RAMDocs: {args.data} ({len(rows)} questions)")
    for line in report.lines():
        print(line)
    if args.misses:
        for index, chunk, kind, loose in misses(rows, results):
            row = rows[index]
            doc = row["documents"][int(chunk[1:])]
            mark = "loose" if loose else "none"
            print(f"miss #{index} {chunk} {kind} [{mark}] {row['question']} -> {doc['answer']}")
    shown = 0
    for index, (row, (status, conflicts)) in enumerate(zip(rows, results, strict=True)):
        if shown >= args.show:
            break
        if status == "clean" and not conflicts:
            continue
        shown += 1
        print(f"\n#{index} {row['question']} -> {status}")
        for n, doc in enumerate(row["documents"]):
            print(f"  d{n} {doc['type']}: {doc['answer']}")
        for record in conflicts:
            parts = "; ".join(f"{c['chunk_id']}={c['values']}" for c in record["chunks"])
            print(f"  [{record['entity_key']}] {record['status']} "
                  f"{record['rule_applied']} winner={record['winner']}: {parts}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
