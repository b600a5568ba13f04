"""Score the engine on the labelled adversarial set and print the figures and mismatches.

Runs the offline stage (the same decode -> resolve -> encode path as
``resolver resolve FILE --policy POLICY --out DIR``) over ``tests/data/labelled.jsonl``,
reads back ``generation.jsonl`` and ``conflicts.jsonl`` and compares them with each
event's ``expect`` labels (see ``tests/eval/labelled_score.py``).

    .venv/bin/python bench/score_labelled.py [--data FILE] [--policy FILE] [--out DIR]

Exit status: 0 when every line was resolved (no dead letters), 1 otherwise; the figures
themselves are reported, not asserted (the unit test holds the 0.9 bar).
"""

from __future__ import annotations

import argparse
import sys
import tempfile
from pathlib import Path

import orjson

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from tests.eval.labelled_score import (  # noqa: E402
    coverage,
    label_problems,
    results_from_records,
    score,
)
from workers.offline import run_offline  # noqa: E402
from workers.policy_file import load_policy  # noqa: E402
from workers.step import StepConfig  # noqa: E402


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--data", type=Path, default=ROOT / "tests" / "data" / "labelled.jsonl")
    parser.add_argument("--policy", default=str(ROOT / "deploy" / "policy.toml"))
    parser.add_argument("--out", type=Path, default=None,
                        help="keep the stage's output files here (default: a temp dir)")
    args = parser.parse_args(argv)

    raw_lines = args.data.read_bytes().splitlines()
    events = [orjson.loads(line) for line in raw_lines if line.strip()]
    policy = load_policy(args.policy)
    with tempfile.TemporaryDirectory() as tmp:
        out = args.out or Path(tmp)
        totals = run_offline(raw_lines, str(args.data), StepConfig(policy), out)
        contexts = _read(out / "generation.jsonl")
        conflicts = _read(out / "conflicts.jsonl")
        dead = _read(out / "dlq.jsonl")

    print(f"labelled set: {args.data} ({len(events)} events), policy {policy.version}")
    print(f"stage: {totals.resolved} resolved, {totals.conflicts} conflict records, "
          f"{totals.dead_lettered} dead-lettered")
    for letter in dead:
        print(f"  dead letter: {letter['error']}: {letter['detail']}")
    bad_labels = {e["event_id"]: p for e in events if (p := label_problems(e))}
    for event_id, problems in bad_labels.items():
        print(f"  label problem in {event_id}: {'; '.join(problems)}")
    cov = coverage(events)
    print("coverage: " + ", ".join(f"{k}={v}" for k, v in sorted(cov.items())))
    print()
    report = score(events, results_from_records(contexts, conflicts))
    for line in report.summary_lines():
        print(line)
    print()
    print(f"events with a mismatch: {len(report.mismatches)}")
    for line in report.mismatch_lines():
        print(line)
    return 0 if not dead and not bad_labels else 1


def _read(path: Path) -> list[dict[str, object]]:
    return [orjson.loads(line) for line in path.read_bytes().splitlines() if line.strip()]


if __name__ == "__main__":
    sys.exit(main())
