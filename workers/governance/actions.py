"""The suggested action for one work-queue group: what its owner should change (pure).

Checked in this order; the first that fits is suggested, with the evidence in ``reason``:

1. **refresh or fix the primary** when a reviewer asked for a fresher source;
2. **retire a stale document** when one document lost as outdated (supersession, effective
   date or newest version) in two or more conflicts: it is replaced yet keeps being
   retrieved;
3. **add a supersession link** when a date (``effective_date``) decided between different
   documents: the newer document should say which one it replaces, so the decision no
   longer rests on dates (a ``newest_version`` fallback is not enough evidence: it also
   happens between documents that are not versions of one another);
4. **demote a secondary source** when authority decided against a document of a lower source
   tier than the winner: it contradicts the primary and should be corrected or ranked down;
5. **refresh or fix the primary** otherwise (peers disagree, escalated or surfaced): the
   owner decides the value and corrects the authoritative document.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Protocol

from schemas.records import ConflictRecord

OUTDATED_RULES = frozenset({"supersession", "effective_date", "newest_version"})
TIERS = ("primary", "secondary", "tertiary")
Authority = Callable[[str | None, str], tuple[int, int]]
"""Sort key of (source_tier, doc_class), smaller is stronger: ``Policy.authority``."""


def tier_only(source_tier: str | None, doc_class: str) -> tuple[int, int]:
    """Authority without a policy: the contract's tiers, classes all equal."""
    return (TIERS.index(source_tier) if source_tier in TIERS else len(TIERS), 0)


class DocumentView(Protocol):
    doc_id: str
    doc_class: str
    source_tier: str | None
    wins: int
    losses: int


@dataclass(frozen=True, slots=True)
class Action:
    """A suggested action (``kind`` is one of the five above) and why."""

    kind: str
    target: str
    reason: str


def suggest(
    records: Sequence[ConflictRecord], documents: Mapping[str, DocumentView],
    authority: Authority = tier_only,
) -> Action:
    """The first action of the module's list that the group's records support."""
    ranked = sorted(documents.values(), key=lambda d: (
        authority(d.source_tier, d.doc_class), -d.wins, d.losses, d.doc_id))
    primary = ranked[0].doc_id if ranked else ""
    if any(r.reviewer_decision == "request_fresher_source" for r in records):
        return Action("refresh or fix the primary", primary,
                      f"a reviewer asked for a fresher source than {primary}")
    stale = Counter(
        doc for r in records if r.winner and set(r.rule_applied) & OUTDATED_RULES
        for doc in _losing_docs(r)
    )
    for doc_id, times in stale.most_common():
        if times >= 2:
            return Action("retire a stale document", doc_id,
                          f"{doc_id} lost as outdated in {times} conflicts but is still "
                          "retrieved")
    for r in records:
        docs = {c.doc_id for c in r.chunks}
        if "effective_date" in r.rule_applied and r.winner and len(docs) > 1:
            newer = _winner_doc(r)
            older = sorted(docs - {newer})
            return Action("add a supersession link", newer,
                          f"{newer} should declare that it supersedes {', '.join(older)}: "
                          "today dates decide")
    for r in records:
        if r.rule_applied[:1] == ["authoritative_source"] and r.winner:
            winner = _winner_doc(r)
            if not winner:
                continue
            lower = [d for d in _losing_docs(r)
                     if _tier(documents[d].source_tier) > _tier(documents[winner].source_tier)
                     ]
            if lower:
                return Action("demote a secondary source", lower[0],
                              f"{lower[0]} ({documents[lower[0]].source_tier or 'no tier'}) "
                              f"contradicts {winner} ({documents[winner].source_tier})")
    if len(ranked) == 1:
        return Action("refresh or fix the primary", primary,
                      f"{primary} contradicts itself: correct the passages that disagree")
    others = ", ".join(d.doc_id for d in ranked[1:3])
    return Action("refresh or fix the primary", primary,
                  f"{primary} and {others} disagree and no rule settles it: decide the value, "
                  f"correct {primary} and align the others")


def _winner_doc(record: ConflictRecord) -> str:
    return next((c.doc_id for c in record.chunks if c.chunk_id == record.winner), "")


def _losing_docs(record: ConflictRecord) -> list[str]:
    winner = _winner_doc(record)
    return sorted({c.doc_id for c in record.chunks if c.doc_id != winner})


def _tier(tier: str | None) -> int:
    return TIERS.index(tier) if tier in TIERS else len(TIERS)

