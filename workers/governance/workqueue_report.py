"""The work queue as Markdown (for owners), CSV (for spreadsheets) and JSON (for the review
service); all three list the same groups in the same order."""

from __future__ import annotations

import csv
import io
from datetime import datetime
from typing import Any

from workers.governance.markdown import table
from workers.governance.workqueue import Group

CSV_COLUMNS = (
    "rank", "owner", "tenant", "entity_key", "repeat_escalation", "conflicts", "events",
    "escalations", "open", "reviewed", "first_seen", "last_seen", "age_days", "documents",
    "suggested_action", "action_target", "action_reason",
)


def group_json(rank: int, group: Group, now: datetime) -> dict[str, Any]:
    age = group.age_days(now)
    action = group.action
    return {
        "rank": rank,
        "owner": group.owner,
        "tenant": group.tenant,
        "entity_key": group.entity_key,
        "repeat_escalation": group.repeat_escalation,
        "conflicts": group.conflicts,
        "events": group.events,
        "escalations": group.escalations,
        "open": group.open,
        "reviewed": group.reviewed,
        "statuses": group.statuses(),
        "first_seen": group.first_seen,
        "last_seen": group.last_seen,
        "age_days": None if age is None else round(age, 1),
        "queries": sorted({r.query for r in group.records}),
        "documents": [
            {"doc_id": d.doc_id, "doc_class": d.doc_class, "source_tier": d.source_tier,
             "appearances": d.appearances, "wins": d.wins, "losses": d.losses,
             "values": sorted(d.values)}
            for d in sorted(group.documents.values(), key=lambda d: (-d.appearances, d.doc_id))
        ],
        "conflict_ids": sorted(r.conflict_id for r in group.records),
        "suggested_action": action.kind if action else None,
        "action_target": action.target if action else None,
        "action_reason": action.reason if action else None,
    }


def queue_json(groups: list[Group], now: datetime) -> dict[str, Any]:
    return {
        "generated_for": now.isoformat().replace("+00:00", "Z"),
        "groups": [group_json(i, g, now) for i, g in enumerate(groups, start=1)],
        "owners": _owner_totals(groups),
    }


def queue_csv(groups: list[Group], now: datetime) -> str:
    out = io.StringIO()
    writer = csv.DictWriter(out, CSV_COLUMNS, extrasaction="ignore", lineterminator="\n")
    writer.writeheader()
    for rank, group in enumerate(groups, start=1):
        row = group_json(rank, group, now)
        row["documents"] = "; ".join(
            f"{d['doc_id']} ({d['doc_class']}, {d['source_tier'] or 'no tier'})"
            for d in row["documents"])
        writer.writerow(row)
    return out.getvalue()


def queue_markdown(groups: list[Group], now: datetime, source: str) -> str:
    lines = [f"# Work queue from `{source}`", ""]
    if not groups:
        return "\n".join([*lines, "No conflicts in the archive."]) + "\n"
    lines += table(["owner", "groups", "conflicts", "escalations", "open", "reviewed"],
                   [[o, *(str(v) for v in t.values())]
                    for o, t in _owner_totals(groups).items()])
    for rank, group in enumerate(groups, start=1):
        g = group_json(rank, group, now)
        flag = " — **repeat escalation**" if g["repeat_escalation"] else ""
        age = "unknown" if g["age_days"] is None else f"{g['age_days']} days"
        lines += [
            "", f"## {rank}. `{g['entity_key']}` — {g['owner']} ({g['tenant']}){flag}", "",
            f"- {g['conflicts']} conflicts in {g['events']} events: "
            + ", ".join(f"{k} {v}" for k, v in g["statuses"].items())
            + f"; {g['escalations']} escalated, {g['open']} open",
            f"- age {age} (first {g['first_seen']}, last {g['last_seen']})",
            f"- asked: {'; '.join(repr(q) for q in g['queries'][:3])}",
            f"- **suggested action: {g['suggested_action']}** — {g['action_reason']}",
            "",
        ]
        lines += table(["document", "class", "tier", "seen", "won", "lost", "values"], [
            [d["doc_id"], d["doc_class"], d["source_tier"] or "—", str(d["appearances"]),
             str(d["wins"]), str(d["losses"]), ", ".join(d["values"]) or "—"]
            for d in g["documents"]
        ])
    return "\n".join(lines) + "\n"


def _owner_totals(groups: list[Group]) -> dict[str, dict[str, int]]:
    totals: dict[str, dict[str, int]] = {}
    for g in groups:
        t = totals.setdefault(g.owner, dict.fromkeys(
            ("groups", "conflicts", "escalations", "open", "reviewed"), 0))
        t["groups"] += 1
        t["conflicts"] += g.conflicts
        t["escalations"] += g.escalations
        t["open"] += g.open
        t["reviewed"] += g.reviewed
    return dict(sorted(totals.items()))
