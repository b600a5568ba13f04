"""A "how many" question that counts units of a physical measure asks for that measure."""

from __future__ import annotations

import pytest

from workers.engine.measure_dimensions import measure_dimensions
from workers.engine.questions import read_slot
from workers.engine.unit_questions import asked_unit_dimension


@pytest.mark.parametrize(
    ("question", "dimension"),
    [("how many litres does the rain butt hold?", "volume"),
     ("how many kilograms of flour go into one batch?", "mass"),
     ("how many miles is the canal walk?", "length"),
     ("how many feet of hose come with the kit?", "length"),
     ("how many volunteers staff the desk?", ""),
     ("how many pounds is a day ticket?", ""),
     ("how many hours does the shift last?", "")],
)
def test_the_unit_after_how_many_names_the_dimension(question: str, dimension: str) -> None:
    assert asked_unit_dimension(question) == dimension


def test_such_a_question_asks_a_measure_of_that_dimension() -> None:
    slot = read_slot("How many litres of soup does the urn hold?")
    assert slot.kind == "measure"
    assert measure_dimensions("how many litres of soup does the urn hold?") == {"volume"}
    assert read_slot("How many urns does the hall own?").kind == "count"
