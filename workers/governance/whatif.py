"""What a policy change would do: one event's records under two policies, compared (pure).

Conflicts are paired by ``conflict_id`` (derived from tenant, entity key, chunks and fields,
never from the policy), so a conflict found under both policies is compared part by part:
strategy, the rules that decided (``rule_applied``, in order), winner, status and owner. A
policy can also change what is a conflict (a tolerance): such a conflict *appears* or
*disappears*. Everything identical under both policies is not a change.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any

from schemas.records import ConflictRecord
from workers.engine import Resolution

COMPARED = ("strategy", "rule_applied", "winner", "status", "owner")


@dataclass(frozen=True, slots=True)
class ConflictChange:
    """One conflict whose outcome differs; ``before``/``after`` hold the compared parts."""

    kind: str
    """``changed``, ``appears`` (only under the proposed policy) or ``disappears``."""
    event_id: str
    query: str
    entity_key: str
    conflict_id: str
    doc_classes: tuple[str, ...]
    fields: tuple[str, ...]
    chunks: tuple[str, ...]
    before: dict[str, Any] | None
    after: dict[str, Any] | None
    differs: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class StatusChange:
    event_id: str
    before: str
    after: str


@dataclass(slots=True)
class WhatIf:
    """Every difference between the two policies over a set of events."""

    events: int = 0
    conflicts_before: int = 0
    conflicts_after: int = 0
    changes: list[ConflictChange] = field(default_factory=list)
    status_changes: list[StatusChange] = field(default_factory=list)

    def add(self, before: Resolution, after: Resolution) -> None:
        """Compare one event's resolutions under the current and the proposed policy."""
        self.events += 1
        self.conflicts_before += len(before.conflicts)
        self.conflicts_after += len(after.conflicts)
        self.changes.extend(compare(before, after))
        if before.context.status != after.context.status:
            self.status_changes.append(
                StatusChange(before.context.event_id, before.context.status, after.context.status)
            )

    def counts(self) -> dict[str, dict[str, int]]:
        """Changed conflicts counted by kind, part, document class, field type, transition."""
        counts: dict[str, Counter[str]] = {
            k: Counter() for k in ("kind", "part", "doc_class", "field_type", "transition")
        }
        for change in self.changes:
            counts["kind"][change.kind] += 1
            counts["part"].update(change.differs)
            counts["doc_class"].update(set(change.doc_classes))
            counts["field_type"].update(change.fields)
            counts["transition"][transition(change)] += 1
        return {k: dict(sorted(v.items())) for k, v in counts.items()}


def compare(before: Resolution, after: Resolution) -> list[ConflictChange]:
    """The conflicts of one event whose compared parts differ, or that exist under one only."""
    old = {r.conflict_id: r for r in before.conflicts}
    new = {r.conflict_id: r for r in after.conflicts}
    out = []
    for conflict_id in sorted(old.keys() | new.keys()):
        a, b = old.get(conflict_id), new.get(conflict_id)
        parts_a = _parts(a) if a is not None else None
        parts_b = _parts(b) if b is not None else None
        if parts_a is not None and parts_b is not None:
            differs = tuple(p for p in COMPARED if parts_a[p] != parts_b[p])
            if not differs:
                continue
            kind = "changed"
        else:
            kind, differs = ("appears" if a is None else "disappears"), COMPARED
        record = a or b
        if record is None:  # pragma: no cover - the id came from one of the two
            continue
        out.append(ConflictChange(
            kind=kind, event_id=record.event_id, query=record.query,
            entity_key=record.entity_key, conflict_id=conflict_id,
            doc_classes=tuple(c.doc_class for c in record.chunks),
            fields=tuple(record.detected_fields),
            chunks=tuple(c.chunk_id for c in record.chunks),
            before=parts_a, after=parts_b, differs=differs,
        ))
    return out


def transition(change: ConflictChange) -> str:
    """A short reading of what changed: ``rule_chain -> escalate``, ``auto_resolved -> …``."""
    if change.before is None or change.after is None:
        return change.kind
    part = "strategy" if "strategy" in change.differs else change.differs[0]
    return f"{part}: {_text(change.before[part])} -> {_text(change.after[part])}"


def _parts(record: ConflictRecord) -> dict[str, Any]:
    return {p: list(getattr(record, p)) if p == "rule_applied" else getattr(record, p)
            for p in COMPARED}


def _text(value: Any) -> str:
    if isinstance(value, Iterable) and not isinstance(value, str):
        return "[" + ", ".join(str(v) for v in value) + "]"
    return str(value)
