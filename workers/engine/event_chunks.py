"""The chunks of one event the engine reads: one per chunk_id, those in force on its
``as_of`` day, and their passage order.

Reads the event's chunks only (never their text). Invariants: every chunk kept or dropped is
one of the event's; the kept chunks stay in input order, each with its input position; which
copy of a repeated chunk_id is kept does not depend on the order of the chunks.
"""

from __future__ import annotations

from collections.abc import Sequence

import orjson

from schemas.events import Chunk
from schemas.types import parse_iso
from workers.engine.records import Doc, dropped


def unique_chunks(chunks: Sequence[Chunk]) -> tuple[list[tuple[int, Chunk]], list[Doc]]:
    """One chunk per chunk_id: exact repeats collapse; of differing ones the canonically
    smallest is kept and the rest are dropped as ``duplicate_chunk_id``."""
    by_id: dict[str, list[tuple[int, Chunk]]] = {}
    for order, chunk in enumerate(chunks):
        by_id.setdefault(chunk.chunk_id, []).append((order, chunk))
    kept: list[tuple[int, Chunk]] = []
    duplicates: list[Doc] = []
    for chunk_id, copies in by_id.items():
        if len(copies) == 1:
            kept.append(copies[0])
            continue
        ranked = sorted(copies, key=lambda oc: (orjson.dumps(oc[1].model_dump(mode="json"),
                                                              option=orjson.OPT_SORT_KEYS), oc[0]))
        kept.append(ranked[0])
        if any(c != ranked[0][1] for _, c in ranked[1:]):
            duplicates.append(dropped(chunk_id, None, "duplicate_chunk_id"))
    kept.sort(key=lambda oc: oc[0])
    return kept, duplicates


def split_by_as_of(
    chunks: list[tuple[int, Chunk]], as_of: str | None
) -> tuple[list[tuple[int, Chunk]], list[Chunk]]:
    """Chunks whose effective period covers ``as_of`` (day granularity); the rest are out."""
    if as_of is None:
        return chunks, []
    day = parse_iso(as_of).date()
    inside, outside = [], []
    for order, chunk in chunks:
        start = parse_iso(chunk.effective_date).date() if chunk.effective_date else None
        until = parse_iso(chunk.effective_until).date() if chunk.effective_until else None
        if (start is not None and day < start) or (until is not None and day > until):
            outside.append(chunk)
        else:
            inside.append((order, chunk))
    return inside, outside


def relevance(item: tuple[int, Chunk]) -> tuple[int, int]:
    """Passage order: rank (unranked last), then position in the input."""
    order, chunk = item
    return (chunk.rank if chunk.rank is not None else 1 << 62), order
