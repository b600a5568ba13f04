"""A table's first piped line holding a price or a code is a row, not its header
(``header_rows``)."""

from __future__ import annotations

from workers.engine.header_rows import names_columns
from workers.engine.reading import read_text


def rows(text: str) -> list[tuple[list[str], frozenset[str] | None]]:
    return [([v.display for v in s.values], s.row) for s in read_text(text).sentences]


def test_a_first_row_with_a_price_is_read_as_data() -> None:
    text = "Kayak | Single seat | £25\nKayak | Double seat | £40"
    assert [values for values, _ in rows(text)] == [["25.00 GBP"], ["40.00 GBP"]]


def test_a_first_row_of_column_names_is_still_the_header() -> None:
    text = "Boat | Seats | Price\nKayak | 1 | £25\nCanoe | 2 | £40"
    assert [values for values, _ in rows(text)][-2:] == [["25.00 GBP"], ["40.00 GBP"]]
    assert len(rows(text)) == 2  # the header states nothing


def test_only_prices_and_codes_make_a_first_row_data() -> None:
    assert names_columns(read_text("Plan | 2024 | 2025").values)
    assert not names_columns(read_text("Mooring | £12 a night").values)
