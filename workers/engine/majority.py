"""The majority rule: the value that more independent documents carry than any other.

Reads the members' values in the disputed fields and their chunks' texts. Invariants: near-
copies of one text count once (``independent.independent_texts``); a member with no value
in a disputed dimension votes for nothing; a majority needs ``MAJORITY_MIN_DOCS`` documents
and a strict lead.
"""

from __future__ import annotations

from collections.abc import Sequence

from schemas.types import FieldType
from workers.engine.detect import contested, signature
from workers.engine.independent import independent_texts
from workers.engine.members import Member

MAJORITY_MIN_DOCS = 3


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
