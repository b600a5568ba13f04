"""Counts listed after a predicate word and a colon are parts of the whole, not answers."""

from __future__ import annotations

from workers.engine import Policy
from workers.engine.reading import read_text
from workers.engine.slots import answer, read_slot

from .conftest import chunk, event, run

_QUERY = "How many counties are there on the island of Freland?"


def _answer(query: str, text: str) -> list[str]:
    reading = read_text(text)
    found = []
    for sentence in reading.sentences:
        start = text.find(sentence.snippet, sentence.offset)
        found += [v.display for v in answer(sentence.snippet, start, sentence.sentence_values,
                                            read_slot(query))]
    return found


def test_the_parts_after_a_colon_are_no_answer() -> None:
    text = ("The island of Freland is divided into 32 traditional counties: 26 in the Republic"
            " and 6 in the North.")
    assert _answer(_QUERY, text) == []
    assert _answer(_QUERY, "The island of Freland has 32 counties: 26 in the south.") == [
        "32 county"]


def test_a_label_opening_its_sentence_still_answers() -> None:
    assert _answer("What is the population of Kessing?", "Population: 1,234 (2020).") == [
        "1,234"]


def test_listed_parts_make_no_conflict_with_the_whole(policy: Policy) -> None:
    result = run(policy, event(
        _QUERY,
        chunk("a", "The island of Freland is divided into 32 traditional counties: 26 in the"
              " Republic and 6 in the North.", "team_wiki"),
        chunk("b", "The whole island of Freland has 32 counties.", "team_wiki"),
        chunk("c", "All 32 counties on the island of Freland are covered.", "team_wiki")))
    assert result.context.status == "clean"
