"""A chunk's claim inside a comparison group, with the provenance the rules read."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime

from schemas.events import Chunk
from schemas.types import parse_iso
from workers.engine.claims import Claim

_NO_RANK = 1 << 62


@dataclass(slots=True)
class Member:
    """One chunk's claim for one entity key; ``order`` is its place in the input."""

    chunk: Chunk
    claim: Claim
    order: int
    authority: tuple[int, int]
    chunk_id: str
    sort_key: tuple[tuple[int, int], int, str]
    """Winner order (docs/policy.md): authority, then lowest rank, then smallest chunk_id."""

    @classmethod
    def of(cls, chunk: Chunk, claim: Claim, order: int, authority: tuple[int, int]) -> Member:
        rank = chunk.rank if chunk.rank is not None else _NO_RANK
        key = (authority, rank, chunk.chunk_id)
        return cls(chunk, claim, order, authority, chunk.chunk_id, key)

    @property
    def effective(self) -> datetime | None:
        return parse_iso(self.chunk.effective_date) if self.chunk.effective_date else None

    @property
    def published(self) -> datetime | None:
        return parse_iso(self.chunk.published_at) if self.chunk.published_at else None

    @property
    def dated(self) -> datetime | None:
        """The date a chunk states about itself: effective date, else publication date."""
        return self.effective or self.published
