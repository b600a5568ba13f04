"""A chunk falls back to a broad reading only when no sentence answers the question read
with the lead its answer is read with (``sentence_answers.needs_broad``)."""

from __future__ import annotations

from schemas.events import RetrievalEvent
from workers.engine.claims import extract_claims
from workers.engine.query import read_query


def _answers(query: str, text: str) -> list[str]:
    event = RetrievalEvent.model_validate({
        "event_id": "e", "tenant": "t", "query": query,
        "chunks": [{"chunk_id": "c", "doc_id": "d", "text": text, "doc_class": "price_sheet"}]})
    claims = extract_claims(event.chunks[0], read_query(event))
    return [v.surface for claim in claims for v in claim.values.values()]


def test_a_row_s_cells_answer_with_its_label() -> None:
    assert _answers("How much is kayak day hire?", "Kayak day hire | £45 | valid 6 months") \
        == ["£45"]


def test_a_row_with_one_value_cell_still_answers() -> None:
    assert _answers("How much is kayak day hire?", "Kayak day hire | £45") == ["£45"]
