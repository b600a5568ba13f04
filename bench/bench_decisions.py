"""What a decisions table costs the engine: warm resolve of the labelled set with no table,
and with a table holding a decision for every escalated or surfaced conflict in it (and
10,000 decisions about other disagreements, as a long-lived topic would hold).

Prints figures; asserts nothing. Median of seven passes.

    .venv/bin/python bench/bench_decisions.py
"""

from __future__ import annotations

import statistics
import time
from pathlib import Path

import orjson

from schemas import RetrievalEvent
from workers.engine import resolve
from workers.engine.decisions import DecisionTable, TableDecision, decision_for, table_entry
from workers.policy_file import load_policy

ROOT = Path(__file__).resolve().parents[1]
AT = "2026-01-01T00:00:00Z"


def main() -> None:
    policy = load_policy(str(ROOT / "deploy" / "policy.toml"))
    events = [
        RetrievalEvent.model_validate(
            {k: v for k, v in orjson.loads(line).items() if k != "expect"})
        for line in (ROOT / "tests" / "data" / "labelled.jsonl").read_bytes().splitlines()
        if line.strip()
    ]
    table: dict[str, TableDecision] = {}
    conflicts = 0
    for event in events:
        for record in resolve(event, policy, AT).conflicts:
            conflicts += 1
            if record.status in ("escalated", "surfaced"):
                key, entry = table_entry(decision_for(record, "accept_neither", "bench", AT))
                table[key] = entry
    matching = len(table)
    filler = next(iter(table.values()))
    table.update({f"dg_other{n:012d}": filler for n in range(10_000)})

    def per_event(decisions: DecisionTable) -> float:
        passes = []
        for _ in range(7):
            started = time.perf_counter()
            for event in events:
                resolve(event, policy, AT, decisions=decisions)
            passes.append(time.perf_counter() - started)
        return statistics.median(passes) / len(events) * 1e6

    print(f"{len(events)} events, {conflicts} conflicts; table: {matching} matching decisions "
          f"+ 10,000 others")
    print(f"warm resolve, no decisions:   {per_event({}):6.0f} µs/event")
    print(f"warm resolve, with the table: {per_event(table):6.0f} µs/event")


if __name__ == "__main__":
    main()
