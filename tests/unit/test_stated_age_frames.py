"""More frames of a threshold age: after a bound on the age, a duty to be, a Q/A answer."""

from __future__ import annotations

import pytest

from workers.engine.stated_ages import stated_ages


def _ages(text: str) -> list[str]:
    return [v.display for v in stated_ages(text, 0, ())]


@pytest.mark.parametrize(
    ("text", "ages"),
    [("Kayak course: minimum age 14, swim test first.", ["14"]),
     ("Entrants must be 12 on the day of the race.", ["12"]),
     ("Drivers have to be at least 21.", ["21"]),
     ("A: Fourteen by the first session.", ["14"])],
)
def test_a_bound_a_duty_or_an_answer_states_an_age(text: str, ages: list[str]) -> None:
    assert _ages(text) == ages


@pytest.mark.parametrize(
    "text",
    ["She was promoted at age 30 in the new office.",
     "Plan a: 16 rooms on the first floor.",
     "Requests must be in writing."],
)
def test_other_numbers_are_no_age(text: str) -> None:
    assert _ages(text) == []
