"""A dotted number that opens a line before a capitalised word numbers a clause: no amount."""

from __future__ import annotations

from workers.engine.reading import read_text


def test_a_clause_number_before_a_unit_noun_is_no_duration() -> None:
    text = "3.4 Loan weeks run Monday to Sunday; members may renew twice."
    assert [v.display for v in read_text(text).values] == []
    rules = "Library rules\n2.2 Study hours end at 9pm, and rooms hold 8 readers."
    assert [v.display for v in read_text(rules).values] == ["8 reader"]


def test_a_number_with_its_unit_or_inside_a_line_is_still_read() -> None:
    assert [v.display for v in read_text("1.5 Hours is the longest slot.").values] \
        == ["90 minute"]
    assert [v.display for v in read_text("Loans last 1.5 weeks.").values] != []
