"""The owners' work queue: archived conflicts grouped by owner and entity key (pure).

Every conflict is a defect in documents someone owns. A group gathers the latest version of
each archived conflict of one (owner, tenant, entity key) whose documents overlap (conflicts
that share no document are different defects even under a generic key such as ``topic``;
``split_by_documents``): how often it came back, how many
were escalated, which are still open, how old it is, and the documents involved with how
often each won or lost. ``order`` puts repeat escalations first (two or more escalated
conflicts), then the groups with the most open conflicts, the most conflicts, the oldest.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass, field
from datetime import datetime

from schemas.records import ConflictRecord
from workers.governance.actions import Action, Authority, suggest, tier_only
from workers.governance.archive import parse_time

OPEN = frozenset({"escalated", "surfaced"})


@dataclass(slots=True)
class Document:
    """One document as seen across a group's conflicts."""

    doc_id: str
    doc_class: str
    source_tier: str | None
    appearances: int = 0
    wins: int = 0
    losses: int = 0
    values: set[str] = field(default_factory=set)


@dataclass(slots=True)
class Group:
    """The conflicts of one owner about one entity key, with what the queue shows of them."""

    owner: str
    tenant: str
    entity_key: str
    records: list[ConflictRecord] = field(default_factory=list)
    documents: dict[str, Document] = field(default_factory=dict)
    action: Action | None = None

    @property
    def conflicts(self) -> int:
        return len(self.records)

    @property
    def events(self) -> int:
        return len({r.event_id for r in self.records})

    @property
    def escalations(self) -> int:
        """Conflicts that were escalated (still, or before a reviewer decided them)."""
        return sum(r.status == "escalated" or r.rule_applied[-1:] == ["escalate"]
                   for r in self.records)

    @property
    def open(self) -> int:
        """Conflicts still waiting for a person: escalated or surfaced, not yet reviewed."""
        return sum(r.status in OPEN for r in self.records)

    @property
    def reviewed(self) -> int:
        return sum(r.status == "reviewed" for r in self.records)

    @property
    def repeat_escalation(self) -> bool:
        return self.escalations >= 2

    @property
    def first_seen(self) -> str:
        return min(r.created_at for r in self.records)

    @property
    def last_seen(self) -> str:
        return max(r.created_at for r in self.records)

    def statuses(self) -> dict[str, int]:
        return dict(sorted(Counter(r.status for r in self.records).items()))

    def age_days(self, now: datetime) -> float | None:
        """Days since the group's first conflict (None when no time can be read)."""
        first = min((t for r in self.records if (t := parse_time(r.created_at))), default=None)
        return None if first is None else max(0.0, (now - first).total_seconds() / 86400)


def build_queue(
    records: Iterable[ConflictRecord], authority: Authority = tier_only
) -> list[Group]:
    """Group ``records`` (one version per conflict_id) and suggest an action per group.

    ``authority`` ranks documents (``Policy.authority``) to name the primary one.
    """
    by_key: dict[tuple[str, str, str], list[ConflictRecord]] = {}
    for record in records:
        by_key.setdefault((record.owner, record.tenant, record.entity_key), []).append(record)
    groups = []
    for key, keyed in by_key.items():
        for part in split_by_documents(keyed):
            group = Group(*key, records=part)
            for record in part:
                _count_documents(group, record)
            group.action = suggest(group.records, group.documents, authority)
            groups.append(group)
    return order(groups)


def split_by_documents(records: list[ConflictRecord]) -> list[list[ConflictRecord]]:
    """Connected parts of ``records`` where two records connect when they share a doc_id."""
    parent = list(range(len(records)))

    def root(i: int) -> int:
        while parent[i] != i:
            parent[i] = parent[parent[i]]
            i = parent[i]
        return i

    first_with: dict[str, int] = {}
    for index, record in enumerate(records):
        for chunk in record.chunks:
            other = first_with.setdefault(chunk.doc_id, index)
            parent[root(index)] = root(other)
    parts: dict[int, list[ConflictRecord]] = {}
    for index, record in enumerate(records):
        parts.setdefault(root(index), []).append(record)
    return list(parts.values())


def order(groups: Iterable[Group]) -> list[Group]:
    """Repeat escalations first, then most open, most conflicts, oldest, then by key."""
    return sorted(groups, key=lambda g: (
        not g.repeat_escalation, -g.escalations, -g.open, -g.conflicts, g.first_seen,
        g.owner, g.tenant, g.entity_key,
    ))


def _count_documents(group: Group, record: ConflictRecord) -> None:
    winner_doc = next((c.doc_id for c in record.chunks if c.chunk_id == record.winner), None)
    for doc_id in dict.fromkeys(c.doc_id for c in record.chunks):
        chunk = next(c for c in record.chunks if c.doc_id == doc_id)
        doc = group.documents.setdefault(
            doc_id, Document(doc_id, chunk.doc_class, chunk.source_tier))
        doc.appearances += 1
        if winner_doc is not None:
            if doc_id == winner_doc:
                doc.wins += 1
            else:
                doc.losses += 1
        for c in record.chunks:
            if c.doc_id == doc_id:
                doc.values.update(f"{k}={v}" for k, v in c.values.items())
