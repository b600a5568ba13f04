"""A "how many" question that counts units of a physical measure asks for that measure."""

from __future__ import annotations

import pytest

from workers.engine import Policy
from workers.engine.measure_dimensions import measure_dimensions
from workers.engine.questions import read_slot
from workers.engine.unit_questions import asked_unit_dimension

from .conftest import chunk, conflict_sets


@pytest.mark.parametrize(
    ("question", "dimension"),
    [("how many litres does the rain butt hold?", "volume"),
     ("how many kilograms of flour go into one batch?", "mass"),
     ("how many miles is the canal walk?", "length"),
     ("how many feet of hose come with the kit?", "length"),
     ("how many volunteers staff the desk?", ""),
     ("how many pounds is a day ticket?", ""),
     ("how many hours does the shift last?", ""),
     ("how many megabytes of memory did the tablet ship with?", "size"),
     ("how many bytes does the header take?", "size")],
)
def test_the_unit_after_how_many_names_the_dimension(question: str, dimension: str) -> None:
    assert asked_unit_dimension(question) == dimension


def test_such_a_question_asks_a_measure_of_that_dimension() -> None:
    slot = read_slot("How many litres of soup does the urn hold?")
    assert slot.kind == "measure"
    assert measure_dimensions("how many litres of soup does the urn hold?") == {"volume"}
    assert read_slot("How many urns does the hall own?").kind == "count"


def test_a_data_unit_question_compares_the_sizes_pages_give(policy: Policy) -> None:
    query = "How many megabytes of memory did the Orsa Slate tablet ship with?"
    chunks = [chunk(f"c{n}", text, "team_wiki") for n, text in enumerate([
        "Orsa Slate | Released: 2009 | Memory: 256 MB | Screen: 7 in",
        "The Orsa Slate tablet shipped with 512 MB of memory.",
        "Q: how much memory did the orsa slate have? A: 256 MB of memory, and a 7 in screen."])]
    assert conflict_sets(policy, query, *chunks) == [{"c0", "c1", "c2"}]
