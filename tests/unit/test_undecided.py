"""A chunk whose sentence with most of the question cannot decide between two answers is
not answered instead by a sentence carrying fewer of the question's words."""

from __future__ import annotations

from workers.engine import Policy
from workers.engine.claims import extract_claims
from workers.engine.query import read_query
from workers.engine.reading import read_text
from workers.engine.slots import pick, read_slot

from .conftest import chunk, event, run

_QUERY = "At what temperature does ethanol boil?"
_LIST = "Methanol boils at 64.7°C, ethanol at 78.4°C, water at 100°C at sea level."


def test_an_undecided_sentence_reports_its_coverage() -> None:
    values = tuple(read_text(_LIST).values)
    found, coverage = pick(_LIST, 0, values, read_slot(_QUERY))
    assert found == []
    assert coverage == 4  # "boils" and "ethanol"


def _answers(text: str, query: str = _QUERY) -> list[str]:
    ev = event(query, chunk("a", text, "team_wiki"))
    return [v.display for c in extract_claims(ev.chunks[0], read_query(ev))
            for v in c.values.values()]


def test_a_weaker_sentence_does_not_answer_in_its_place() -> None:
    assert _answers(_LIST + " A 10% wash will start boiling around 92°C.") == []
    assert _answers("A 10% wash will start boiling around 92°C.") == ["92 °C"]
    assert _answers(_LIST + " Pure ethanol boils at 78.37 °C.") == ["78.37 °C"]


def test_a_sentence_with_as_many_of_the_questions_words_still_answers() -> None:
    query = "What is the population of Kessing?"
    text = ("The population of Kessing currently counts 1,745 of one race and 46 of two."
            " Of the 2,500 people who live in Kessing, 515 are under 20.")
    assert _answers(text, query) == ["2500 people"]


def test_the_list_beside_the_answer_makes_no_conflict(policy: Policy) -> None:
    result = run(policy, event(
        _QUERY,
        chunk("a", _LIST + " A 10% wash will start boiling around 92°C though.", "team_wiki"),
        chunk("b", "Ethanol boils at 78.37 °C.", "team_wiki"),
        chunk("c", "The boiling point of ethanol is 78.4 °C.", "team_wiki")))
    assert result.context.status == "clean"
