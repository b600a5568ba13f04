"""A count of a group another named person leads is no count of the question's group; the
question's own leader, a lone capitalised word or a name that leads nothing keep it. The
sentences are invented."""

from __future__ import annotations

import pytest

from workers.engine import Policy
from workers.engine.led_groups import led_by_others
from workers.engine.reading import read_text

from .conftest import chunk, event, run, slot_answers

_QUERY = "How many climbers went with Ada Brannock to the Kessel Pass?"


@pytest.mark.parametrize(
    ("text", "answers"),
    [
        ("A later team of 19 climbers under Tom Ferrier arrived in May.", []),
        ("A relief column of 19 climbers led by Captain Tom Ferrier followed.", []),
        ("In 1921 a party of 12 climbers under Ada Brannock crossed.", ["12 climber"]),
        ("There were 12 climbers under Brannock.", ["12 climber"]),
        ("She set out with 12 climbers; 19 climbers with Tom Ferrier followed.",
         ["12 climber", "19 climber"]),
    ],
)
def test_another_leaders_group_answers_nothing(text: str, answers: list[str]) -> None:
    assert slot_answers(_QUERY, text) == answers


def test_a_question_that_names_nobody_keeps_every_count() -> None:
    text = "19 climbers under Tom Ferrier"
    values = read_text(text).sentences[0].sentence_values
    assert led_by_others(text, 0, list(values), frozenset()) == list(values)


def test_another_leaders_group_makes_no_conflict(policy: Policy) -> None:
    result = run(policy, event(
        _QUERY,
        chunk("a", "Ada Brannock left for the Kessel Pass with 12 climbers.", "team_wiki"),
        chunk("b", "Q: how many went with Brannock? A: 12 climbers, all from Leeds.",
              "team_wiki"),
        chunk("c", "In June a team of 19 climbers under Tom Ferrier reached the pass.",
              "team_wiki"),
    ))
    assert result.conflicts == []
