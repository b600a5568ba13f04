"""The what-if report: Markdown for the policy change's review, JSON for machines."""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass
from typing import Any

from workers.governance.markdown import table
from workers.governance.whatif import COMPARED, ConflictChange, WhatIf, transition
from workers.governance.whatif_archive import MISSING_SHOWN, Coverage


@dataclass(frozen=True, slots=True)
class Sides:
    """Which policies were compared: file and version of each, and the replayed input."""

    current: str
    current_version: str
    proposed: str
    proposed_version: str
    source: str
    skipped: tuple[str, ...] = ()
    coverage: Coverage | None = None
    """Set when the events were those behind the archive topic."""


def render_markdown(result: WhatIf, sides: Sides, examples: int) -> str:
    counts = result.counts()
    kinds = counts["kind"]
    lines = [
        f"# What-if: `{sides.proposed}` (policy {sides.proposed_version}) against "
        f"`{sides.current}` (policy {sides.current_version})",
        "",
        f"Replayed {result.events} events from `{sides.source}`"
        + (f" ({len(sides.skipped)} {'records' if sides.coverage else 'lines'} skipped)"
           if sides.skipped else "") + ": "
        f"{result.conflicts_before} conflicts under the current policy, "
        f"{result.conflicts_after} under the proposed one.",
        "",
        *_coverage(sides.coverage),
    ]
    if not result.changes and not result.status_changes:
        return "\n".join([*lines, "**No conflict and no event changes.**"]) + "\n"
    lines.append(
        f"**{len(result.changes)} conflicts change** ({kinds.get('changed', 0)} decided "
        f"differently, {kinds.get('appears', 0)} appear, {kinds.get('disappears', 0)} "
        f"disappear); **{len(result.status_changes)} events change status**."
    )
    for title, key in (("What changes", "transition"), ("Parts that differ", "part"),
                       ("By document class", "doc_class"), ("By field type", "field_type")):
        lines += ["", f"## {title}", ""]
        lines += table([key.replace("_", " "), "conflicts"],
                       [[f"`{k}`", str(v)] for k, v in counts[key].items()])
    lines += ["", "## Examples", ""]
    by_transition: dict[str, list[ConflictChange]] = defaultdict(list)
    for change in result.changes:
        by_transition[transition(change)].append(change)
    for name, changes in sorted(by_transition.items()):
        lines += [f"### `{name}` ({len(changes)})", ""]
        for change in changes[:examples]:
            lines += _example(change)
        if len(changes) > examples:
            lines.append(f"- … and {len(changes) - examples} more (all in the JSON report)")
        lines.append("")
    if result.status_changes:
        lines += ["## Events whose status changes", ""]
        lines += table(["event", "current", "proposed"],
                       [[s.event_id, s.before, s.after] for s in result.status_changes])
    return "\n".join(lines).rstrip() + "\n"


def _coverage(coverage: Coverage | None) -> list[str]:
    if coverage is None:
        return []
    missing = len(coverage.not_found)
    return [
        f"From the archive `{coverage.archive}`: {coverage.conflicts} conflicts "
        f"(selected: {coverage.selection}) behind {coverage.events} events; "
        f"{coverage.found} found on `{coverage.input}` and replayed, **{missing} not found**"
        + (" (the input topic's retention may have dropped them)" if missing else "")
        + (f"; {coverage.duplicates} redelivered copies ignored" if coverage.duplicates else "")
        + ".",
        "",
    ]


def _example(change: ConflictChange) -> list[str]:
    chunks = ", ".join(f"{c} ({k})" for c, k in zip(change.chunks, change.doc_classes,
                                                   strict=True))
    out = [f"- **{change.event_id}** `{change.entity_key}` on {', '.join(change.fields)}: "
           f"{chunks}", f"  - query: {change.query!r}"]
    for part in change.differs:
        old = change.before[part] if change.before else "—"
        new = change.after[part] if change.after else "—"
        out.append(f"  - {part}: {old} → {new}")
    return out


def as_json(result: WhatIf, sides: Sides) -> dict[str, Any]:
    return {
        "current": {"path": sides.current, "version": sides.current_version},
        "proposed": {"path": sides.proposed, "version": sides.proposed_version},
        "source": sides.source,
        "events": result.events,
        "skipped_lines": list(sides.skipped),
        "archive": _coverage_json(sides.coverage),
        "conflicts_before": result.conflicts_before,
        "conflicts_after": result.conflicts_after,
        "compared_parts": list(COMPARED),
        "counts": result.counts(),
        "status_changes": [
            {"event_id": s.event_id, "before": s.before, "after": s.after}
            for s in result.status_changes
        ],
        "changes": [
            {"kind": c.kind, "event_id": c.event_id, "entity_key": c.entity_key,
             "conflict_id": c.conflict_id, "query": c.query, "chunks": list(c.chunks),
             "doc_classes": list(c.doc_classes), "fields": list(c.fields),
             "differs": list(c.differs), "before": c.before, "after": c.after}
            for c in result.changes
        ],
    }


def _coverage_json(coverage: Coverage | None) -> dict[str, Any] | None:
    if coverage is None:
        return None
    return {"topic": coverage.archive, "input_topic": coverage.input,
            "selection": coverage.selection, "conflicts": coverage.conflicts,
            "events": coverage.events, "found": coverage.found,
            "not_found": len(coverage.not_found), "duplicates": coverage.duplicates,
            "not_found_event_ids": list(coverage.not_found[:MISSING_SHOWN])}
