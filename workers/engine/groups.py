"""Comparison groups: claims about the same subject and attribute under compatible scope.

Two different values of one facet are different keys; a facet a claim lacks is unknown and
compatible with every value, so a claim without it joins each group of that facet. Each
chunk contributes at most one claim per group (its first compatible one in text order: a
chunk may state the adult and the child dose in two sentences). Groups are
returned in a canonical order and their members sorted by winner order, so the result does
not depend on the order of chunks in the input.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from itertools import product

from workers.engine.members import Member

MAX_SCOPE_SPLITS = 32


@dataclass(slots=True)
class Group:
    """Members that make claims about one entity key."""

    entity_key: str
    members: tuple[Member, ...]


def build_groups(
    members: Iterable[Member], asked: frozenset[tuple[str, str]] = frozenset()
) -> list[Group]:
    """Group members by (subject, attribute), then split by incompatible scope facets.
    A member scoped to another value of a facet the query names (``asked``: "in the US"
    when the query asks about the EU) is about another case and joins no group."""
    by_key: dict[tuple[str, str], list[Member]] = {}
    pinned: dict[tuple[str, str], dict[str, str]] = {}
    named: dict[str, set[str]] = {}
    for facet, value in asked:
        named.setdefault(facet, set()).add(value)
    for member in members:
        key = (member.claim.subject, member.claim.attribute)
        other = [f for f, v in member.claim.facets if v not in named.get(f, (v,))]
        if other:  # the key's group is still labelled with the asked value, as if split
            pinned.setdefault(key, {}).update(
                (f, next(iter(named[f]))) for f in other if len(named[f]) == 1)
            continue
        by_key.setdefault(key, []).append(member)
    groups: list[Group] = []
    for (subject, attribute), claims in sorted(by_key.items()):
        if len({m.chunk_id for m in claims}) < 2:
            continue
        base = f"{subject} {attribute}".strip()
        groups.extend(_split_by_scope(base, claims, pinned.get((subject, attribute), {})))
    return groups


def _first_per_chunk(members: list[Member]) -> list[Member]:
    firsts: dict[str, Member] = {}
    for member in members:
        current = firsts.get(member.chunk_id)
        if current is None or member.claim.position < current.claim.position:
            firsts[member.chunk_id] = member
    return list(firsts.values())


def _split_by_scope(
    base: str, members: list[Member], pinned: dict[str, str] | None = None
) -> list[Group]:
    known: dict[str, set[str]] = {}
    for member in members:
        for facet, value in member.claim.facets:
            known.setdefault(facet, set()).add(value)
    splitting = sorted([(f, sorted(v)) for f, v in known.items() if len(v) > 1 and f not in (
        pinned or {})] + [(f, [v]) for f, v in (pinned or {}).items()])
    if not splitting:
        firsts = _first_per_chunk(members)
        return [Group(base, tuple(sorted(firsts, key=lambda m: m.sort_key)))]
    splits = 1
    kept = []
    for facet, values in splitting:
        if splits * len(values) > MAX_SCOPE_SPLITS:
            break
        splits *= len(values)
        kept.append((facet, values))
    seen: set[tuple[str, ...]] = set()
    groups = []
    # each member's facets looked up once, not per combination (the first value of a
    # facet named twice, as ``Claim.facet`` reads it)
    scoped = [(m, dict(reversed(m.claim.facets))) for m in members]
    for combo in product(*(values for _, values in kept)):
        chosen = list(zip((facet for facet, _ in kept), combo, strict=True))
        inside = _first_per_chunk(
            [m for m, facets in scoped if all(facets.get(f) in (None, v) for f, v in chosen)]
        )
        ids = tuple(sorted(m.chunk_id for m in inside))
        if len(inside) < 2 or ids in seen:
            continue
        seen.add(ids)
        label = ", ".join(f"{f}={v}" for f, v in chosen)
        key = f"{base} [{label}]" if label else base
        groups.append(Group(key, tuple(sorted(inside, key=lambda m: m.sort_key))))
    return groups
