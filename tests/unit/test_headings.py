"""The heading a sentence is read under: its row's leading cells or its chunk's title."""

from __future__ import annotations

from workers.engine.headings import leading_cells, title


def test_the_cells_before_a_sentence_on_its_row_are_its_heading() -> None:
    text = "Lite plan (annual) | Seats: 5 | Storage: 100 GB"
    assert leading_cells(text, text.index("Seats")) == "Lite plan (annual)"
    assert leading_cells(text, text.index("Storage")) == "Lite plan (annual) | Seats: 5"
    assert leading_cells("Seats: 5 for the Lite plan", 0) == ""


def test_a_short_first_line_without_a_value_is_the_chunks_title() -> None:
    text = "Riverside depot\nOpening hours: 7am to 6pm"
    assert title(text, text.index("Opening")) == "Riverside depot"
    # the title's own line has no title, and a line stating a value or a sentence is none
    assert title(text, 0) == ""
    assert title("Depot 4\nOpening hours: 7am", 8) == ""
    assert title("Hours: see below\nOpening hours: 7am", 17) == ""
    assert title("The depot is open daily.\nOpening hours: 7am", 25) == ""
