"""A *when* sentence opening on "The" and another institution's name, before its first
digit, is that institution's. The texts are invented."""

from __future__ import annotations

import pytest

from workers.engine.named_openings import named_opening

_QUERY = "When did the Orme Quay lantern fair start?"


@pytest.mark.parametrize(
    ("snippet", "owner"),
    [
        ("The Harbour Guild at St. Bride's dates from 1702 and the fair from 1961.",
         "rival:name-harbour-guild"),
        ("The Harbour Guild was founded in 1702.", "rival:name-harbour-guild"),
        ("The Orme Quay fair began in 1961.", ""),  # the question's own name
        ("The Nova Scotia fair began in 1961.", ""),  # "fair" is the question's word
        ("The Harbour Guild first held the lantern fair in 1961.", ""),  # the question's words
        ("The Harbour Guild in 1702 had ten members.", "rival:name-harbour-guild"),
        ("The June Fair opened in 1961.", ""),  # a month is no name
        ("Harbour Guild dates from 1702.", ""),  # no "The"
        ("Then The Harbour Guild dates from 1702.", ""),  # no opening
    ],
)
def test_a_named_opening_before_the_first_digit(snippet: str, owner: str) -> None:
    assert named_opening(snippet, _QUERY, len(snippet)) == owner


def test_only_for_a_when_question() -> None:
    text = "The Harbour Guild dates from 1702."
    assert named_opening(text, "How many lanterns light the Orme Quay fair?", len(text)) == ""
    assert named_opening(text, "In what year did the Orme Quay fair start?", len(text)) != ""


def test_the_institution_s_year_answers_nothing() -> None:
    from workers.engine.claims import extract_claims
    from workers.engine.query import read_query

    from .conftest import chunk, event

    def topical(text: str) -> list[str]:
        ev = event(_QUERY, chunk("c1", text, "team_wiki"))
        return [v.display for c in extract_claims(ev.chunks[0], read_query(ev))
                if c.subject == "" for v in c.values.values()]

    assert topical("The Harbour Guild at St. Bride's dates from 1702.") == []
    assert topical("The Orme Quay lantern fair started in 1961.") == ["1961"]
