"""A row labelled by its infobox's own title names a part called like the whole."""

from __future__ import annotations

from .conftest import claim_subjects

QUERY = "How many squares are on a Velmo board?"


def test_a_row_named_as_the_title_is_a_part_not_the_subject() -> None:
    box = "Velmo | Players: 4 | Board: 64 squares, eight by eight | The velmo: 6 squares"
    assert claim_subjects(QUERY, box) == [("", ["64 square"]), ("row:velmo", ["6 square"])]


def test_without_such_a_row_the_attribute_row_answers() -> None:
    box = "Velmo | Players: 4 | Board: 64 squares, eight by eight"
    assert claim_subjects(QUERY, box) == [("", ["64 square"])]


def test_a_title_with_a_colon_or_no_title_cell_changes_nothing() -> None:
    listing = "Board games: Velmo | Velmo: 64 squares | Tarrow: 81 squares"
    assert ("", ["64 square"]) in claim_subjects(QUERY, listing)
