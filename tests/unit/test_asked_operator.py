"""Who worked, led or performed with a thing another made (``asked_operator``): a possessive
before the thing names its owner or maker, no answer."""

from __future__ import annotations

import pytest

from schemas import RetrievalEvent
from workers.engine.asked_operator import asks_operator
from workers.engine.claims import extract_claims
from workers.engine.query import read_query
from workers.engine.slots import read_slot

from .conftest import chunk, event


def _claimed(query: str, text: str) -> list[str]:
    """The names a chunk of ``text`` claims as its answers to ``query``."""
    ev: RetrievalEvent = event(query, chunk("c1", text, "team_wiki"))
    claims = extract_claims(ev.chunks[0], read_query(ev))
    return [c.values["text"].display for c in claims if "text" in c.values]


@pytest.mark.parametrize(("query", "operator"), [
    ("Who piloted the Osprey glider on its first flight?", True),
    ("Who first flew the Osprey glider?", True),
    ("Who was the pilot of the Osprey glider?", True),
    ("Who led the first ascent of Mount Brekke?", True),
    ("Who sang the ballad Harbour Lights in 1950?", True),
    ("Who built the Osprey glider?", False),
    ("Who designed the Osprey glider?", False),
    ("Who was the first director of the Brekke Museum?", False),
    ("When was the Osprey glider flown?", False),
])
def test_the_asked_verb_tells_an_operator_from_a_maker(query: str, operator: bool) -> None:
    assert asks_operator(query) is operator
    assert read_slot(query).operated is (operator and query.startswith("Who"))


def test_a_possessive_names_the_maker_not_the_pilot() -> None:
    text = "Ola Brekke's Osprey glider was flown across the fjord in 1911 by his cousin."
    assert _claimed("Who piloted the Osprey glider across the fjord?", text) == []
    assert _claimed("Who built the Osprey glider?", text) == ["Ola Brekke"]


def test_an_operator_question_still_takes_the_name_after_by() -> None:
    assert _claimed("Who piloted the Osprey glider across the fjord?",
                    "Ola Brekke's Osprey glider, piloted by Ada Kell, crossed the fjord.") == [
        "Ada Kell"]


@pytest.mark.parametrize("query", [
    "Who organised the first broadcast of Harbour Lights in 1921?",
    "Who staged the opera Harbour Lights in Bergen?",
    "Who hosted the quiz Harbour Lights from 1970?",
    "Who played the harbour master in the first Harbour Lights film?",
])
def test_putting_on_or_playing_a_work_is_no_making_of_it(query: str) -> None:
    assert asks_operator(query)
    assert _claimed(query, "Concert | Work: Ola Brekke's Harbour Lights | Year: 1921") == []


def test_writing_the_work_still_credits_its_possessive() -> None:
    assert not asks_operator("Who wrote the opera Harbour Lights?")
    assert not asks_operator("Who founded the Harbour Lights society?")  # "organised" aside
    assert _claimed("Who wrote the opera Harbour Lights?",
                    "Concert | Work: Ola Brekke's Harbour Lights | Year: 1921") == ["Ola Brekke"]
