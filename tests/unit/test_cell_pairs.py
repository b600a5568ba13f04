"""A bare value cell of a one-line list of labelled values is read with the label before it."""

from __future__ import annotations

from workers.engine import Policy
from workers.engine.cell_pairs import bare_value, cell_spans, joined_cells, row_heading

from .conftest import chunk, claim_subjects, conflict_sets

_SHEET = "Harbour office | Day | £12 | Week (7 nights) | £60 | Season | £410"


def _cells(line: str) -> list[str]:
    return [line[start:end].strip() for start, end in cell_spans(line)]


def test_a_bare_value_is_one_amount_count_or_period() -> None:
    for cell in ("£12", " £4.20/hour ", "45 days", "1846", "CHF 230", "€9 per night", "15%"):
        assert bare_value(cell), cell
    for cell in ("Week (7 nights)", "12 sq m", "Season", "£60 incl. VAT and parking"):
        assert not bare_value(cell), cell


def test_each_value_joins_the_label_before_it() -> None:
    assert _cells(_SHEET) == [
        "Harbour office", "Day | £12", "Week (7 nights) | £60", "Season | £410"]


def test_a_measure_labels_the_price_after_it() -> None:
    line = "Quayside | 8 m berth | £31/night | 12 m berth | £44/night"
    assert _cells(line) == ["Quayside", "8 m berth | £31/night", "12 m berth | £44/night"]


def test_a_line_with_one_labelled_value_stays_cell_by_cell() -> None:
    line = "Day return (off-peak) | £14 | valid after 09:30"
    assert _cells(line) == ["Day return (off-peak)", "£14", "valid after 09:30"]
    assert _cells("Weekend | £31") == ["Weekend", "£31"]


def test_a_cell_that_ends_one_row_and_opens_another_labels_nothing() -> None:
    line = "Size | Price → Small | 2 kg → Medium | 5 kg → Large | 9 kg"
    assert _cells(line) == [c.strip() for c in line.split("|")]


def test_a_joined_pair_is_told_from_a_table_line() -> None:
    text = f"Rates\n{_SHEET}\n"
    start = text.index("Week")
    assert joined_cells(text, start, "Week (7 nights) | £60")
    assert joined_cells(text, text.index("Day |"), "Day | £12")
    assert not joined_cells("Plan | Price\nWeekend | £31", 13, "Weekend | £31")


def test_the_row_heading_is_a_first_cell_that_labels_nothing() -> None:
    assert row_heading(_SHEET, _SHEET.index("Season")) == "Harbour office"
    assert row_heading(_SHEET, 0) == ""
    line = "Day | £12 | Week | £60"
    assert row_heading(line, line.index("Week")) == ""


def test_the_value_read_is_the_one_its_own_label_names() -> None:
    text = "Gym membership | Peak (any hour) | £49 | Off-peak (before 5pm) | £33 | Junior | £21"
    subjects = claim_subjects("How much is an off-peak gym membership?", text)
    assert [values for _, values in subjects] == [["33.00 GBP"]]


def test_a_value_question_weighs_each_value_by_its_own_label() -> None:
    text = "Gym membership | Peak (any hour) | £49 | Off-peak (before 5pm) | £33 | Junior | £21"
    subjects = claim_subjects("What does an off-peak gym membership cost per month?", text)
    assert [values for _, values in subjects] == [["33.00 GBP"]]


def test_a_pair_for_another_size_is_another_case(policy: Policy) -> None:
    query = "What does a 12 m berth cost per night at Quayside?"
    sets = conflict_sets(
        policy, query,
        chunk("sheet", "Quayside | 8 m berth | £31/night | 12 m berth | £44/night", "price_sheet"),
        chunk("mail", "Hi, a 12 m berth at Quayside is £44 a night.", "support_email"))
    assert sets == []
