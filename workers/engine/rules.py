"""The rules of the rule chain and the strategies (docs/policy.md), as pure functions.

A rule takes the members still in contention and returns the ones it prefers; a rule
"separates" when it keeps a non-empty strict subset. Narrowing stops as soon as the
remaining members agree on the conflicting fields.
The specificity rule is ``specificity``'s, the majority rule ``majority``'s.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from datetime import datetime

from schemas.types import Category, ConflictStatus, FieldType, RuleName, StrategyName
from workers.engine.anniversaries import bare_count_back
from workers.engine.detect import agree
from workers.engine.majority import absolute_majority, by_majority
from workers.engine.members import Member
from workers.engine.policy import Policy
from workers.engine.query import QueryView
from workers.engine.specificity import by_specificity

__all__ = ["Outcome", "absolute_majority", "decide"]

Rule = Callable[[Sequence[Member]], list[Member]]

CATEGORY: dict[str, Category] = {
    "authoritative_source": "authority",
    "supersession": "outdated",
    "effective_date": "outdated",
    "newest_version": "outdated",
    "specificity": "scope",
    "majority": "majority",
    "surface_both": "disagreement",
    "escalate": "unresolved",
}
TEXT_IS_ADVISORY = (
    "text is advisory: answers that differ only in text are surfaced unless a clear "
    "majority of independent passages states one of them"
)


@dataclass(slots=True)
class Outcome:
    """How one conflict was decided."""

    strategy: StrategyName
    rule_applied: list[RuleName]
    winner: Member | None
    status: ConflictStatus
    category: Category
    notes: list[str] = field(default_factory=list)


def decide(
    members: Sequence[Member], fields: Sequence[FieldType], policy: Policy, query: QueryView
) -> Outcome:
    """Apply the strategy the policy selects for the classes of exactly these members."""
    strategy = policy.strategy_for({m.chunk.doc_class for m in members})
    tolerance = policy.tolerance
    if list(fields) == ["text"]:
        return _by_text(members, fields, policy, strategy)
    if strategy == "escalate":
        return _held(strategy, "escalate")
    if strategy == "surface_both":
        return _held(strategy, "surface_both")
    if strategy == "authoritative_source":
        kept = by_authority(members)
        if len(kept) < len(members) and agree(kept, fields, tolerance):
            return _won(strategy, ["authoritative_source"], kept)
        note = "authoritative_source did not apply: the highest authority is shared"
        return _held(strategy, "surface_both", note)
    if strategy == "newest_version":
        return _newest_version(members, fields, tolerance)
    return _rule_chain(members, fields, tolerance, query)


def _by_text(
    members: Sequence[Member], fields: Sequence[FieldType], policy: Policy,
    strategy: StrategyName,
) -> Outcome:
    """A conflict on text alone (a named answer, a changed phrase) is decided only by a
    clear majority of independent texts under the rule chain; otherwise it is surfaced."""
    if strategy == "rule_chain":
        kept = by_majority(members, fields, policy.tolerance)
        if kept and len(kept) < len(members) and agree(kept, fields, policy.tolerance):
            return _won(strategy, ["majority"], kept)
    return _held(strategy, "surface_both", TEXT_IS_ADVISORY)


def _rule_chain(
    members: Sequence[Member], fields: Sequence[FieldType], tolerance: dict[str, float],
    query: QueryView,
) -> Outcome:
    chain: list[tuple[RuleName, Rule]] = [
        ("authoritative_source", by_authority),
        ("supersession", by_supersession),
        ("effective_date", by_effective_date),
        ("specificity", lambda ms: by_specificity(ms, query)),
        ("majority", lambda ms: by_majority(ms, fields, tolerance)),
    ]
    remaining, applied = narrow(members, chain, fields, tolerance)
    if agree(remaining, fields, tolerance):
        return _won("rule_chain", applied, remaining)
    return Outcome("rule_chain", [*applied, "escalate"], None, "escalated", "unresolved")


def _newest_version(
    members: Sequence[Member], fields: Sequence[FieldType], tolerance: dict[str, float]
) -> Outcome:
    if not one_lineage(members):
        note = (
            "newest_version did not apply: the chunks are not revisions of one document "
            "(no shared doc_id or supersedes link)"
        )
        return _held("newest_version", "surface_both", note)
    chain: list[tuple[RuleName, Rule]] = [
        ("newest_version", by_supersession),
        ("newest_version", lambda ms: _latest(ms, lambda m: m.effective)),
        ("newest_version", lambda ms: _latest(ms, lambda m: m.published)),
    ]
    remaining, applied = narrow(members, chain, fields, tolerance)
    if applied and agree(remaining, fields, tolerance):
        return _won("newest_version", ["newest_version"], remaining)
    note = "newest_version did not apply: the revisions could not be ordered"
    return _held("newest_version", "surface_both", note)


def narrow(
    members: Sequence[Member], chain: Sequence[tuple[RuleName, Rule]],
    fields: Sequence[FieldType], tolerance: dict[str, float],
) -> tuple[list[Member], list[RuleName]]:
    """Run ``chain`` in order; each separating rule narrows; stop once the rest agree."""
    remaining = list(members)
    applied: list[RuleName] = []
    for name, rule in chain:
        if agree(remaining, fields, tolerance):
            break
        kept = rule(remaining)
        if kept and len(kept) < len(remaining):
            remaining = kept
            applied.append(name)
    return remaining, applied


def by_authority(members: Sequence[Member]) -> list[Member]:
    best = min(m.authority for m in members)
    return [m for m in members if m.authority == best]


def by_supersession(members: Sequence[Member]) -> list[Member]:
    """Drop every member whose document another member's document explicitly supersedes."""
    replaced = {doc for m in members for doc in m.chunk.supersedes if doc != m.chunk.doc_id}
    return [m for m in members if m.chunk.doc_id not in replaced]


def by_effective_date(members: Sequence[Member]) -> list[Member]:
    """Dated beats undated; the latest date (effective, else published) wins."""
    return _latest(members, lambda m: m.dated)



def one_lineage(members: Sequence[Member]) -> bool:
    """True when every member's document is linked to the others by doc_id or supersedes."""
    parent: dict[str, str] = {}

    def root(doc: str) -> str:
        while parent.setdefault(doc, doc) != doc:
            doc = parent[doc]
        return doc

    for m in members:
        for old in m.chunk.supersedes:
            parent[root(old)] = root(m.chunk.doc_id)
    return len({root(m.chunk.doc_id) for m in members}) == 1


def _latest(
    members: Sequence[Member], date_of: Callable[[Member], datetime | None]
) -> list[Member]:
    dated = [(d, m) for m in members if (d := date_of(m)) is not None]
    if not dated:
        return []
    best = max(d for d, _ in dated)
    return [m for d, m in dated if d == best]


def _won(strategy: StrategyName, applied: list[RuleName], remaining: Sequence[Member]) -> Outcome:
    winner = min(remaining, key=lambda m: (_reckoned(m), m.sort_key))
    category = CATEGORY[applied[-1]] if applied else "authority"
    return Outcome(strategy, applied, winner, "auto_resolved", category)


def _reckoned(member: Member) -> bool:
    """Does ``member`` state its answer only as a bare reckoning ("80 years ago" on a dated
    page, ``anniversaries.bare_count_back``), its sentence not writing the year? It wins only
    where no member writes the value: a reckoning witnesses, and the cited winner should
    state the answer."""
    return any(bare_count_back(v) and v.exact not in member.claim.snippet
               for v in member.claim.values.values())


def _held(strategy: StrategyName, rule: RuleName, note: str | None = None) -> Outcome:
    status: ConflictStatus = "escalated" if rule == "escalate" else "surfaced"
    return Outcome(strategy, [rule], None, status, CATEGORY[rule], [note] if note else [])
