"""The rules of the rule chain and the strategies (docs/policy.md), as pure functions.

A rule takes the members still in contention and returns the ones it prefers; a rule
"separates" when it keeps a non-empty strict subset. Narrowing stops as soon as the
remaining members agree on the conflicting fields.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from datetime import datetime

from schemas.types import Category, ConflictStatus, FieldType, RuleName, StrategyName
from workers.engine.anniversaries import bare_count_back
from workers.engine.calendar_names import calendar_name
from workers.engine.detect import agree, contested, signature
from workers.engine.entities import query_names
from workers.engine.facet_mentions import writes_facet
from workers.engine.independent import independent_texts
from workers.engine.leading_cases import opening_condition, opens_narrower_case
from workers.engine.members import Member
from workers.engine.policy import Policy
from workers.engine.query import QueryView
from workers.engine.query_memo import per_query
from workers.engine.row_labels import labels_narrower_case
from workers.engine.rule_subjects import opens_narrower
from workers.engine.terms import stem
from workers.engine.unqualified import event_terms, name_facets

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
MAJORITY_MIN_DOCS = 3
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


def by_specificity(members: Sequence[Member], query: QueryView) -> list[Member]:
    """Members naming a condition, exception or scope facet that the query also names, and
    that another member does not mention at all: a qualifier every member states (the
    query's own subject, "For London, …" among chunks all about London) separates nothing.
    Naming the query's whole case where another member names only its head is such a
    condition too (``_names_case``), and so is a numbered clause's subject that names a
    query word another clause's does not (``rule_subjects.opens_narrower``). The words of
    the names the query is about are never such a qualifier ("when Austin was prosperous"
    for "When was Austin City Hall built?"): a fragment that does not repeat the subject's
    name is no less about it; nor are a facet spelled inside those names or a *when*
    question's event words (``unqualified``). A leading "Where …," case counts whole, past
    its commas; a row label or opening phrase naming the query's case is read only when
    nothing else separates (``leading_cases``; a table row's label cell: ``row_labels``)."""
    kept = []
    subject = _name_terms(query.text) | event_terms(query)
    scope = query.facets - name_facets(query.text)
    for m in members:
        others = [n for n in members if n is not m]
        terms = ((m.claim.qualifier_terms | opening_condition(m)) & query.terms) - subject
        facets = set(m.claim.facets) & scope
        if any(t not in n.claim.mentions for t in terms for n in others) or any(
            f not in n.claim.facets and not writes_facet(n, f) for f in facets for n in others
        ) or _names_case(m, others, query.case) or opens_narrower(m, others, query, subject):
            kept.append(m)
    return kept or [m for m in members if opens_narrower_case(m, members, query, subject)
                    or labels_narrower_case(m, members, query, subject)]


@per_query
def _name_terms(query: str) -> frozenset[str]:
    """The stemmed words of the names the query is about ("Austin City Hall"): "in Austin"
    names the subject every retrieved passage is about, never a narrower case. A day, month
    or holiday ("over Christmas", ``calendar_names``) names a case, not the subject."""
    return frozenset(stem(w) for name in query_names(query) if not calendar_name(name)
                     for w in re.findall(r"\w+", name.lower()))


def _names_case(m: Member, others: Sequence[Member], case: tuple[str, ...]) -> bool:
    """Does ``m`` name the whole case the query asks about ("Electric cars: 8p per mile"
    for "… for electric cars?"; ``QueryView.case``) while another member speaks of the
    case's head alone ("own car": cars, not electric ones; "any order", not custom-engraved
    ones)?"""
    if not case or not set(case) <= m.claim.mentions:
        return False
    head = case[-1]
    return any(head in n.claim.mentions and not set(case) <= n.claim.mentions for n in others)


def by_majority(
    members: Sequence[Member], fields: Sequence[FieldType], tolerance: dict[str, float]
) -> list[Member]:
    """The value carried by >= 3 independent documents (distinct, and no near-copies of one
    text: ``copies.independent_texts``) and strictly more than any other value.

    Classes are of values in a dimension the members dispute ("1 second" never votes with
    "837 people"); a member with no such value states nothing the vote is about: it is in
    no class."""
    signatures, docs = _votes(members, fields, tolerance)
    if not docs:
        return []
    ranked = sorted(docs.items(), key=lambda item: len(item[1]), reverse=True)
    top_sig, top_docs = ranked[0]
    runner_up = len(ranked[1][1]) if len(ranked) > 1 else 0
    if len(top_docs) < MAJORITY_MIN_DOCS or runner_up == len(top_docs):
        return []
    return [m for m, sig in zip(members, signatures, strict=True) if sig == top_sig]


def absolute_majority(
    members: Sequence[Member], fields: Sequence[FieldType], tolerance: dict[str, float]
) -> bool:
    """Do more independent documents carry the leading value than every other value
    together (not merely more than the runner-up)?"""
    _, docs = _votes(members, fields, tolerance)
    if not docs:
        return False
    top = max(docs.values(), key=len)
    others = set().union(*(d for d in docs.values() if d is not top)) - top
    return len(top) > len(others)


def _votes(
    members: Sequence[Member], fields: Sequence[FieldType], tolerance: dict[str, float]
) -> tuple[list[tuple[int, ...]], dict[tuple[int, ...], set[str]]]:
    """Each member's value class, and the independent documents of each class."""
    disputed = contested(members, fields, tolerance)
    signatures = [signature(m, fields, tolerance, members, disputed) for m in members]
    docs: dict[tuple[int, ...], set[str]] = {}
    texts = independent_texts([m.chunk for m in members])
    for m, sig in zip(members, signatures, strict=True):
        if any(index >= 0 for index in sig):
            docs.setdefault(sig, set()).add(texts[m.chunk_id])
    return signatures, docs


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
