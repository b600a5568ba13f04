"""Independent texts: near-copies of one long passage count as one source."""

from __future__ import annotations

from schemas.events import Chunk
from workers.engine.independent import independent_texts

LONG = " ".join(f"word{n}" for n in range(60))


def _chunk(cid: str, text: str) -> Chunk:
    return Chunk.model_validate({"chunk_id": cid, "doc_id": f"doc-{cid}", "text": text,
                                 "doc_class": "team_wiki"})


def test_near_copies_of_a_long_passage_share_one_source() -> None:
    sources = independent_texts([_chunk("a", LONG), _chunk("b", LONG + " extra words here"),
                                 _chunk("c", "something else entirely " * 20)])
    assert sources["a"] == sources["b"] == "doc-a"
    assert sources["c"] == "doc-c"


def test_short_statements_stay_separate_sources() -> None:
    sources = independent_texts([_chunk("a", "Response time is 4 hours."),
                                 _chunk("b", "Response time is 4 hours.")])
    assert sources == {"a": "doc-a", "b": "doc-b"}
