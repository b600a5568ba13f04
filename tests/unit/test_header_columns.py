"""A table row's value is read under the column whose header the question names."""

from __future__ import annotations

from tests.unit.conftest import chunk, conflict_sets
from workers.engine import Policy
from workers.engine.header_columns import asked_column
from workers.engine.reading import read_text
from workers.engine.terms import stem

_SHEET = "Room | Weekday | Weekend\nLarge hall | £120 | £180\nSmall hall | £60 | £95"


def _row_values(text: str, line: str) -> tuple:
    reading = read_text(text)
    start = text.index(line)
    return tuple(v for v in reading.values if start <= v.start < start + len(line))


def _asked(question: str) -> frozenset[str]:
    return frozenset(stem(w.strip("?'")) for w in question.lower().split())


def test_the_named_column_keeps_its_cell_only() -> None:
    values = _row_values(_SHEET, "Large hall | £120 | £180")
    kept = asked_column(_SHEET, values, _asked("What does the large hall cost at the weekend?"))
    assert [v.surface for v in kept] == ["£180"]


def test_no_column_named_or_both_named_keeps_every_value() -> None:
    values = _row_values(_SHEET, "Large hall | £120 | £180")
    assert asked_column(_SHEET, values, _asked("What does the large hall cost?")) == values
    assert asked_column(_SHEET, values, _asked("Weekday or weekend price?")) == values


def test_a_word_every_column_header_writes_names_no_column() -> None:
    text = "Size | Oak table | Pine table\n6 seats | £900 | £600"
    values = _row_values(text, "6 seats | £900 | £600")
    assert asked_column(text, values, _asked("How much is a 6-seat table?")) == values
    kept = asked_column(text, values, _asked("How much is a pine table?"))
    assert [v.surface for v in kept] == ["6 seats", "£600"]  # the row's label cell stays


def test_a_first_line_with_figures_is_no_header() -> None:
    text = "Large hall | £120 | £180\nSmall hall | £60 | £95"
    values = _row_values(text, "Small hall | £60 | £95")
    assert asked_column(text, values, _asked("the weekend price of the small hall")) == values


def test_the_other_column_is_no_rival_of_the_asked_one(policy: Policy) -> None:
    query = "How much is the large hall at the weekend?"
    assert conflict_sets(policy, query, chunk("sheet", _SHEET, "price_sheet"),
                         chunk("mail", "The large hall is £180 at the weekend.",
                               "support_email")) == []
