"""A row label's ordinal "first" of another noun is no answer to a question whose "first"
is on its verb; a label writing the asked verb after "first" is. The texts are invented."""

from __future__ import annotations

import pytest

from workers.engine.adverb_firsts import other_first

from .conftest import chunk, event

_QUERY = "In what year did the Harrow Ferry first cross to Lune Island?"
_CROSS = frozenset({"cross"})


@pytest.mark.parametrize(
    ("snippet", "other"),
    [
        ("First sailing: 1901", True),
        ("First crossed to Lune: 1911", False),
        ("First Harrow crossing: 1911", False),
        ("Crossings per day: 6", False),
        ("It first crossed in 1911.", False),
    ],
)
def test_a_label_first_of_another_noun(snippet: str, other: bool) -> None:
    assert other_first(snippet, _QUERY, _CROSS) is other


def test_only_an_adverb_first_in_the_question() -> None:
    query = "When was the first Harrow ferry crossing made?"
    assert not other_first("First sailing: 1901", query, frozenset({"cross", "made"}))


def test_the_row_is_another_events() -> None:
    from workers.engine.claims import extract_claims
    from workers.engine.query import read_query

    text = "Harrow Ferry | First regatta: 1901 | To Lune Island since: 1911 | Fare: £3"
    ev = event("In what year did the Harrow Ferry first sail to Lune Island?",
               chunk("c1", text, "team_wiki"))
    topical = [c.values["date"].display for c in extract_claims(ev.chunks[0], read_query(ev))
               if c.subject == "" and "date" in c.values]
    assert "1901" not in topical


def test_a_row_naming_the_asked_place_is_the_asked_event() -> None:
    query = "When did the Tin Lantern first appear in Harbour Weekly?"
    appear = frozenset({"appear"})
    assert not other_first("First printed: Harbour Weekly, May 1881", query, appear)
    assert other_first("First printed: Quay Gazette, May 1879", query, appear)
    assert other_first("First reprint: Tin Lantern, 1890", query, appear)  # the subject
