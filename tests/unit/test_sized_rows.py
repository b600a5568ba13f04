"""A row whose leading cells state another size than the question's prices another item
(``sized_rows``); a cell whose only figure is a closing aside or the question's own size is a
label, not a value cell (``row_leads``, ``label_asides.label_cell``)."""

from __future__ import annotations

from workers.engine.label_asides import label_cell

from .conftest import claim_surfaces


def _answers(query: str, text: str) -> list[str]:
    return claim_surfaces(query, text, "price_sheet")


_QUERY = "How much is a 250 g bag of the mill's rye flour?"


def test_a_row_of_another_size_answers_nothing() -> None:
    assert _answers(_QUERY, "Shop prices | Rye flour (1 kg) | £3.40") == []


def test_a_row_of_the_asked_size_answers_through_its_label_cell() -> None:
    assert _answers(_QUERY, "Shop prices | Rye flour (250 g) | £1.20") == ["£1.20"]
    assert _answers(_QUERY, "Shop prices | Stoneground rye flour, 250 g | £1.30") == ["£1.30"]


def test_a_period_in_the_label_is_a_condition_not_a_size() -> None:
    query = "How much is the eight-week pottery course for a returning student?"
    text = "Students returning within 12 months | pottery course | £150"
    assert "£150" in _answers(query, text)


def test_a_label_cell_has_no_figure_outside_its_closing_aside() -> None:
    assert label_cell("Rye flour (250 g)")
    assert label_cell("Home delivery")
    assert not label_cell("Distance: 12 km (7.5 mi)")
