"""A question's owned first ("its first map") against a sentence's universal first ("the
first map ever"): another thing's date. The texts are invented."""

from __future__ import annotations

import pytest

from workers.engine import Policy
from workers.engine.universal_firsts import asked_owned_noun, universal_first

from .conftest import chunk, conflict_sets

_QUERY = "In what year did the Corran Courier print its first weather map?"


def test_the_owned_noun_of_the_question() -> None:
    assert asked_owned_noun(_QUERY) == ("weather", "map")
    assert "map" in (asked_owned_noun("When did Corran's first map appear?") or ())
    assert asked_owned_noun("When was the first weather map printed?") is None
    assert asked_owned_noun("When did the world's first map appear?") is None


@pytest.mark.parametrize(
    ("sentence", "universal"),
    [
        ("The first map ever drawn of the coast appeared in 1702.", False),  # no weather
        ("Its first-ever weather map ran in 1911.", False),
        ("The first-ever weather map was printed in Leipzig in 1702.", True),
        ("The world's first weather map dates from 1816.", True),
        ("The world's first weather satellite went up in 1960.", False),  # another head
        ("The world's first weather maps date from 1816.", True),
        ("The Courier's first weather map ever ran in 1911.", False),
        ("The first map appeared in the Courier in 1911.", False),
        ("The first weather map ever was drawn in 1816.", True),
    ],
)
def test_a_universal_first(sentence: str, universal: bool) -> None:
    assert universal_first(sentence, ("weather", "map")) is universal


def test_the_universal_first_disputes_nothing(policy: Policy) -> None:
    pages = [chunk("c1", "The Corran Courier printed its first weather map in 1911.", "team_wiki"),
             chunk("c2", "Corran Courier history: first weather map printed 1911.", "team_wiki"),
             chunk("c3", "Fun fact: the first weather map ever was printed in 1816!", "team_wiki")]
    assert conflict_sets(policy, _QUERY, *pages) == []
