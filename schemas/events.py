"""Input records: RetrievalEvent and its chunks (docs/records.md: RetrievalEvent).

Unknown fields are kept (``model_extra``) and otherwise ignored; a missing optional
value is unknown, never zero and never "now".
"""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict, Field

from schemas.types import FacetMap, IsoDate


class Chunk(BaseModel):
    """One retrieved passage with the provenance the policy needs."""

    model_config = ConfigDict(extra="allow", frozen=True)

    chunk_id: str
    doc_id: str
    text: str
    doc_class: str
    source_tier: str | None = None
    effective_date: IsoDate | None = None
    effective_until: IsoDate | None = None
    published_at: IsoDate | None = None
    crawled_at: IsoDate | None = None
    revision: str | None = None
    supersedes: list[str] = Field(default_factory=list)
    scope: FacetMap = Field(default_factory=dict)
    owner: str | None = None
    retrieval_score: float | None = None
    rank: int | None = None


class RetrievalEvent(BaseModel):
    """What the retrieval stage publishes on ``rag.retrieval``."""

    model_config = ConfigDict(extra="allow", frozen=True)

    event_id: str = Field(min_length=1)
    tenant: str = "default"
    query: str
    query_scope: FacetMap = Field(default_factory=dict)
    as_of: IsoDate | None = None
    emitted_at: IsoDate | None = None
    chunks: list[Chunk]
