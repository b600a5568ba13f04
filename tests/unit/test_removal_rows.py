"""A row dating the entry a question's removal undoes answers nothing; the prefixed row
dating the removal answers (``removal_rows``). The texts are invented."""

from __future__ import annotations

from workers.engine.claims import extract_claims
from workers.engine.event_of_question import question_event
from workers.engine.query import read_query
from workers.engine.removal_rows import removal_row, removed_from
from workers.engine.tied_dates import tied

from .conftest import chunk, event


def _tied_years(query: str, text: str) -> list[str]:
    ev = event(query, chunk("c", text))
    asked = question_event(query, close=True)
    assert asked is not None
    return [v.display for c in extract_claims(ev.chunks[0], read_query(ev))
            for v in c.values.values() if tied(text, v, asked)]


def test_the_removed_noun_is_the_last_word_after_off_or_from() -> None:
    assert removed_from("When was the otter taken off the protected species list?") == {"list"}
    assert removed_from("When was Kelvin Mill removed from the heritage register?") == {
        "register"}
    assert removed_from("When did the heron come off the red list in Wales?") == {"list"}
    assert removed_from("When was the heron list first published?") == frozenset()


def test_a_prefixed_label_dates_the_removal_and_a_bare_one_the_entry() -> None:
    removed = frozenset({"list"})
    assert removal_row("delisted", removed) is True
    assert removal_row("unlisted", removed) is True
    assert removal_row("listed as vulnerable", removed) is False
    assert removal_row("population", removed) is None
    assert removal_row("listed", frozenset()) is None


def test_the_entry_row_of_a_box_gives_no_year_for_a_removal() -> None:
    query = "In what year was the Orvik newt taken off the protected species list?"
    box = "Orvik newt | Triturus orvikensis | Listed protected: 1998, two ponds | Delisted: 2019"
    assert _tied_years(query, box) == []
    # the same box read for the entry keeps it
    assert _tied_years("In what year was the Orvik newt listed as protected?", box) == ["1998"]
