"""A value set aside as about another thing is never read again in parts: an ISO date gives
no bare year, a count of another noun no bare count."""

from __future__ import annotations

import pytest

from .conftest import claim_surfaces


def _answers(query: str, text: str) -> list[str]:
    return claim_surfaces(query, text, "team_wiki")


@pytest.mark.parametrize(("query", "text", "part"), [
    ("When was the Orla Space Telescope launched?",
     "Orla timeline: launch 2019-03-02 · first light 2019-05-10", "2019"),
    ("How many tiles are in a Korvo set?",
     "Korvo board game · £24 · contains board, 120 letter tiles, 4 tile racks and a bag", "4"),
])
def test_no_part_of_a_value_set_aside_is_an_answer(query: str, text: str, part: str) -> None:
    assert part not in _answers(query, text)
