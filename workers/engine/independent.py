"""Independent texts: near-copies of one text (shared word 3-grams) count as one source.

The majority rule counts sources, not chunks: two chunks of one document, or two pages
that copy one text (a mirror, a planted copy), say one thing once. Pure and order-free:
each chunk's source is the smallest doc_id of the copies linked to it.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from functools import lru_cache
from itertools import combinations

from schemas.events import Chunk

COPY_JACCARD = 0.5
"""Texts sharing at least this share of their word 3-grams are copies of one text."""
MIN_SHINGLES = 40
"""Shorter texts are never copies: two one-line statements of one rule that share their
wording ("Response time is 4 hours") are still two sources."""
MAX_CHUNKS = 64
"""Above this many chunks, copies are not searched for (pairs grow with the square)."""


def independent_texts(chunks: Sequence[Chunk]) -> dict[str, str]:
    """chunk id → the source it counts as: its doc_id, or the smallest doc_id among the
    chunks whose texts it (transitively) near-copies."""
    if len(chunks) > MAX_CHUNKS:
        return {c.chunk_id: c.doc_id for c in chunks}
    root = copy_roots({c.chunk_id: c.text for c in chunks})
    groups: dict[str, list[str]] = {}
    for c in chunks:
        groups.setdefault(root[c.chunk_id], []).append(c.doc_id)
    return {c.chunk_id: min(groups[root[c.chunk_id]]) for c in chunks}


def copy_roots(texts: Mapping[str, str]) -> dict[str, str]:
    """chunk id → the smallest chunk id among the chunks whose texts it (transitively)
    near-copies (itself when it copies none). Above ``MAX_CHUNKS`` texts, each is its own."""
    parent = {cid: cid for cid in texts}
    if len(texts) > MAX_CHUNKS:
        return parent

    def root(cid: str) -> str:
        while parent[cid] != cid:
            cid = parent[cid]
        return cid

    for a, b in combinations(sorted(texts), 2):
        sa, sb = _shingles(texts[a]), _shingles(texts[b])
        if min(len(sa), len(sb)) >= MIN_SHINGLES and len(sa & sb) >= COPY_JACCARD * len(sa | sb):
            ra, rb = root(a), root(b)
            if ra != rb:
                parent[max(ra, rb)] = min(ra, rb)
    return {cid: root(cid) for cid in texts}


@lru_cache(maxsize=1024)
def _shingles(text: str) -> frozenset[tuple[str, ...]]:
    words = re.findall(r"\w+", text.lower())
    return frozenset(tuple(words[i : i + 3]) for i in range(max(0, len(words) - 2)))
