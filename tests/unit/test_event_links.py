"""The asked event's links: a page may tell the asked event by another verb of the same
event (a transfer seen from its other side) and still answer the *when* question."""

from __future__ import annotations

from workers.engine import Policy
from workers.engine.event_of_question import question_event
from workers.engine.tied_dates import tied
from workers.engine.values import Value

from .conftest import chunk, conflict_sets


def _date(text: str, surface: str) -> Value:
    return Value("date", surface, surface, text.index(surface), "year")


def test_a_transfer_is_told_from_either_side() -> None:
    received = question_event("In what year did the Tanners' Guild receive its charter?",
                              close=True)
    assert received is not None
    for text in ("King Ivo granted the Tanners' Guild its charter in 1391.",
                 "The Tanners' Guild got its charter in 1391, after long petitions.",
                 "The Tanners' Guild was awarded a charter in 1391.",
                 "Tanners' Guild | Charter granted: 1391 | Hall: Bridge Street"):
        assert tied(text, _date(text, "1391"), received), text
    text = "The Tanners' Guild built its hall in 1391."
    assert not tied(text, _date(text, "1391"), received)


def test_a_minority_page_telling_the_other_side_disputes_the_majority(
        policy: Policy) -> None:
    assert conflict_sets(
        policy, "In what year did the Tanners' Guild receive its charter?",
        chunk("a", "Tanners' Guild | Charter granted: 1391 | Hall: Bridge Street", "team_wiki"),
        chunk("b", "The Tanners' Guild received its charter in 1391.", "team_wiki"),
        chunk("c", "Re: guild history — the Tanners' Guild got its charter in 1402, I think.",
              "team_wiki"),
        chunk("d", "King Ivo granted the Tanners' Guild its charter in 1391.", "team_wiki"),
    ) == [{"a", "b", "c", "d"}]
