"""The labelled-set format: RetrievalEvents that carry the truth in an ``expect`` field.

One event per JSON line (the engine ignores the extra field)::

    "expect": {"conflicts": [{"chunks": ["c1", "c2"], "fields": ["quantity"],
                              "strategy": "rule_chain", "rule_applied": ["authoritative_source"],
                              "winner": "c1", "status": "auto_resolved"}],
               "status": "resolved", "note": "why", "tags": ["seed"]}

The labels name chunks, never entity keys, so they are independent of how the engine names
what it compares. ``docs/labelled-sets.md`` describes the format for people writing sets.
``label_problems`` checks one event's labels for internal consistency (it judges the labels,
not the engine); ``coverage`` counts what a set's labels cover.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from typing import Any

from workers.engine.fields.registry import DECIDING

FIELD_TYPES = DECIDING
STRATEGIES = ("authoritative_source", "newest_version", "rule_chain", "surface_both", "escalate")
RULES = ("authoritative_source", "supersession", "effective_date", "specificity", "majority",
         "escalate")
SEVERITY = {"clean": 0, "resolved": 1, "surfaced": 2, "escalated": 3}
CONFLICT_TO_EVENT = {"auto_resolved": "resolved", "reviewed": "resolved",
                     "surfaced": "surfaced", "escalated": "escalated"}


def label_problems(event: Mapping[str, Any]) -> list[str]:
    """Internal consistency of one event's labels (not a judgement of the engine)."""
    problems: list[str] = []
    expect = event.get("expect")
    if not isinstance(expect, Mapping):
        return ["no expect object"]
    ids = [str(c["chunk_id"]) for c in event["chunks"]]
    worst = "clean"
    for x in expect.get("conflicts", []):
        chunks = list(x.get("chunks", []))
        if len(chunks) < 2 or len(set(chunks)) != len(chunks):
            problems.append(f"conflict {chunks}: needs two or more distinct chunks")
        if not set(chunks) <= set(ids):
            problems.append(f"conflict {chunks}: names chunks not in the event")
        if not x.get("fields") or not set(x["fields"]) <= set(FIELD_TYPES):
            problems.append(f"conflict {chunks}: fields {x.get('fields')} not field types")
        if x.get("strategy") not in STRATEGIES:
            problems.append(f"conflict {chunks}: unknown strategy {x.get('strategy')!r}")
        rules = list(x.get("rule_applied") or [])
        status, winner = x.get("status"), x.get("winner")
        if status not in CONFLICT_TO_EVENT or not rules:
            problems.append(f"conflict {chunks}: bad status {status!r} or empty rule_applied")
            continue
        if (status == "auto_resolved") != (winner is not None):
            problems.append(f"conflict {chunks}: a winner exactly when auto_resolved")
        if winner is not None and winner not in chunks:
            problems.append(f"conflict {chunks}: winner {winner!r} not in the conflict")
        if (status == "escalated") != (rules[-1] == "escalate"):
            problems.append(f"conflict {chunks}: escalated exactly when escalate decided")
        if (status == "surfaced") != (rules[-1] == "surface_both"):
            problems.append(f"conflict {chunks}: surfaced exactly when surface_both decided")
        if SEVERITY[CONFLICT_TO_EVENT[status]] > SEVERITY[worst]:
            worst = CONFLICT_TO_EVENT[status]
    if expect.get("status") != worst:
        problems.append(f"event status {expect.get('status')!r} should be {worst!r}")
    return problems


def coverage(events: Sequence[Mapping[str, Any]]) -> dict[str, int]:
    """What the labels cover: counts of events, strategies, rules, fields and traps."""
    counts: Counter[str] = Counter()
    counts["events"] = len(events)
    for event in events:
        expect = event["expect"]
        tags = set(expect.get("tags", []))
        conflicts = expect["conflicts"]
        if not conflicts:
            counts["no_conflict"] += 1
            for tag in ("normalisation", "scope", "dated_undated"):
                if tag in tags:
                    counts[f"no_conflict:{tag}"] += 1
        for tag in ("injection", "distractor", "seed"):
            if tag in tags:
                counts[f"events:{tag}"] += 1
        if event.get("as_of"):
            counts["events:as_of"] += 1
        if any(_multi_step(x) for x in conflicts):
            counts["events:multi_step"] += 1
        for x in conflicts:
            counts["conflicts"] += 1
            counts[f"strategy:{x['strategy']}"] += 1
            rules = list(x["rule_applied"])
            if x["strategy"] == "newest_version" and rules == ["surface_both"]:
                counts["strategy:newest_version:not_applicable"] += 1
            for rule in set(rules):
                if rule in RULES:
                    counts[f"rule:{rule}"] += 1
            for field_type in set(x["fields"]):
                counts[f"field:{field_type}"] += 1
    return dict(counts)


def _multi_step(conflict: Mapping[str, Any]) -> bool:
    """3-5 chunks where the rule chain narrowed in several steps or majority decided."""
    rules = [r for r in conflict["rule_applied"] if r != "escalate"]
    return 3 <= len(conflict["chunks"]) <= 5 and conflict["strategy"] == "rule_chain" and (
        len(rules) >= 2 or "majority" in rules
    )
