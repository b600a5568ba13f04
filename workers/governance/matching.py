"""Pairing expected (labelled) conflicts with the conflict records the engine produced.

A predicted conflict matches an expected one when their chunk-id sets are equal; the pairing
is one-to-one. Conflicts are JSON objects: labels (``chunks`` as ids, ``fields``) or
ConflictRecords (``chunks`` as objects with ``chunk_id``, ``detected_fields``).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import Any

ATTRIBUTION_PARTS = ("strategy", "rule_applied", "winner", "status")

Conflict = Mapping[str, Any]
Pairs = list[tuple[Conflict, Conflict]]


def match(
    expected: Sequence[Conflict], predicted: Sequence[Conflict]
) -> tuple[Pairs, list[Conflict], list[Conflict]]:
    """Pair expected and predicted conflicts one-to-one by equal chunk-id sets.

    When several share a chunk set, pairs with the larger field overlap are taken first,
    then those agreeing on more attribution parts (so that, of two records over the same
    chunks, the one about the labelled key is matched and the other is reported as extra).
    Returns (pairs, unmatched expected, unmatched predicted), each in input order.
    """
    candidates = []
    for i, exp in enumerate(expected):
        for j, pred in enumerate(predicted):
            if frozenset(exp["chunks"]) == frozenset(chunk_ids(pred)):
                overlap = len(set(exp["fields"]) & set(pred["detected_fields"]))
                agreeing = sum(part(exp, n) == part(pred, n) for n in ATTRIBUTION_PARTS)
                candidates.append((-overlap, -agreeing, i, j))
    used_e: set[int] = set()
    used_p: set[int] = set()
    pairs = []
    for _, _, i, j in sorted(candidates):
        if i in used_e or j in used_p:
            continue
        used_e.add(i)
        used_p.add(j)
        pairs.append((i, j))
    pairs.sort()
    return (
        [(expected[i], predicted[j]) for i, j in pairs],
        [x for i, x in enumerate(expected) if i not in used_e],
        [p for j, p in enumerate(predicted) if j not in used_p],
    )


def chunk_ids(record: Conflict) -> list[str]:
    """The chunk ids of a ConflictRecord (JSON object)."""
    return [str(c["chunk_id"]) for c in record["chunks"]]


def chunks_text(ids: Iterable[str]) -> str:
    return "{" + ", ".join(sorted(ids)) + "}"


def part(conflict: Conflict, name: str) -> Any:
    """One attribution part; ``rule_applied`` as a list so that label and record compare."""
    value = conflict.get(name)
    return list(value) if name == "rule_applied" and value is not None else value


def wrong_parts(expected: Conflict, predicted: Conflict) -> list[str]:
    """The attribution parts on which a matched pair disagrees (empty: attributed right)."""
    return [name for name in ATTRIBUTION_PARTS if part(expected, name) != part(predicted, name)]


def attribution(conflict: Conflict) -> str:
    return (
        f"{conflict.get('strategy')} {list(conflict.get('rule_applied') or [])} "
        f"winner={conflict.get('winner')} {conflict.get('status')}"
    )
