"""A sentence's whole and the parts that add up to it: only the whole answers."""

from __future__ import annotations

from tests.unit.conftest import slot_answers
from workers.engine.summed_parts import without_summed_parts
from workers.engine.values import Value


def _minutes(*amounts: float) -> list[Value]:
    return [Value("quantity", f"{m:g} minute", f"{m:g} minutes", i * 20, "duration", m * 60)
            for i, m in enumerate(amounts)]


def test_parts_adding_up_to_a_whole_are_set_aside() -> None:
    assert [v.magnitude for v in without_summed_parts(_minutes(180, 60, 120))] == [10_800]
    assert [v.magnitude for v in without_summed_parts(_minutes(90, 30, 30, 30))] == [5_400]


def test_values_with_no_sum_stay() -> None:
    values = _minutes(180, 50, 120)
    assert without_summed_parts(values) == values
    assert without_summed_parts(_minutes(60, 60)) == _minutes(60, 60)


def test_a_length_split_into_its_parts_answers_the_length() -> None:
    query = "How long is a guided cave tour?"
    assert slot_answers(query, "A guided cave tour lasts 3 hours: 2 hours underground and "
                               "1 hour in the museum.") == ["3 hour"]
    # two lengths with no sum stay undecided
    assert slot_answers(query, "A guided cave tour lasts 3 hours or 2 hours in winter.") == []
