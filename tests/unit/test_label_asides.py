"""A value in parentheses closing a row's label names the row; the value after the colon is
what the row states (``label_asides``)."""

from __future__ import annotations

import pytest

from workers.engine.label_asides import without_label_asides
from workers.engine.values import Value

from .conftest import claim_surfaces


def _answers(query: str, text: str) -> list[str]:
    return claim_surfaces(query, text, "price_sheet")


@pytest.mark.parametrize(("query", "text", "answer"), [
    ("How much is the pottery taster?", "Pottery taster (2 hours): £40 per person", "£40"),
    ("How much does the Tern 20 broadband plan cost?",
     "Tern 20 (18 months): £19.50 a month", "£19.50"),
    ("How much is a garden clearance of up to five bags?",
     "Garden clearance (up to 5 bags): £70.00", "£70.00"),
    ("How much is a glass-blowing session for a child?",
     "Glass-blowing session (90 minutes), children: £25 per child", "£25"),
])
def test_the_row_value_answers_not_the_labels_aside(query: str, text: str, answer: str) -> None:
    found = _answers(query, text)
    assert any(s.startswith(answer) for s in found), found


def test_the_aside_answers_when_the_row_states_no_value_asked() -> None:
    found = _answers("How long is the pottery taster?", "Pottery taster (2 hours): £40 per person")
    assert found == ["2 hours"]


def _value(start: int, surface: str) -> Value:
    return Value("quantity", surface, surface, start, "count:x", 1.0)


def test_without_label_asides_keeps_a_lone_aside_and_an_aside_mid_sentence() -> None:
    snippet = "Pottery taster (2 hours): bring an apron"
    lone = [_value(16, "2 hours")]
    assert without_label_asides(snippet, 0, lone) == lone
    snippet = "The taster (2 hours) costs £40: book ahead"
    both = [_value(12, "2 hours"), _value(27, "£40")]
    assert without_label_asides(snippet, 0, both) == both


def test_without_label_asides_reads_chunk_offsets() -> None:
    snippet = "Taster (2 hours): 40 places"
    values = [_value(108, "2 hours"), _value(118, "40 places")]
    assert without_label_asides(snippet, 100, values) == values[1:]


@pytest.mark.parametrize(("query", "text", "answer"), [
    ("How much is van hire at the weekend?", "Weekend van hire (up to 3.5 t) | £95 per day",
     ["£95 per day"]),
    ("How much is a sauna session on a Sunday?", "Sunday sauna (45 minutes) | £12", ["£12"]),
    ("How long is the Sunday sauna session?", "Sunday sauna (45 minutes) | towels included",
     ["45 minutes"]),
])
def test_a_first_cell_s_closing_aside_gives_way_to_the_next_cell(
        query: str, text: str, answer: list[str]) -> None:
    assert _answers(query, text) == answer


