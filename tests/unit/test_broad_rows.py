"""A chunk falls back to a broad reading only when no sentence answers the question read
with the lead its answer is read with (``sentence_answers.needs_broad``)."""

from __future__ import annotations

from .conftest import claim_surfaces


def _answers(query: str, text: str) -> list[str]:
    return claim_surfaces(query, text, "price_sheet")


def test_a_row_s_cells_answer_with_its_label() -> None:
    assert _answers("How much is kayak day hire?", "Kayak day hire | £45 | valid 6 months") \
        == ["£45"]


def test_a_row_with_one_value_cell_still_answers() -> None:
    assert _answers("How much is kayak day hire?", "Kayak day hire | £45") == ["£45"]
