"""A "how often" question, also after a fronted setting, takes a recurrence, never a
physical measure. The texts are invented."""

from __future__ import annotations

from workers.engine import Policy
from workers.engine.recurrences import asks_how_often

from .conftest import chunk, conflict_sets


def test_how_often_after_a_fronted_setting() -> None:
    assert asks_how_often("How often is the boiler serviced?")
    assert asks_how_often("In frosty weather, how often should the hens' water be changed?")
    assert not asks_how_often("How much is a boiler service, and how often is it due?")
    assert not asks_how_often("What temperature should the boiler run at?")


def test_a_temperature_is_the_case_not_the_answer(policy: Policy) -> None:
    query = "In frosty weather, how often should the hens' water be changed?"
    assert conflict_sets(
        policy, query,
        chunk("a", "Below 0 °C: change the hens' water every 4 hours and break the ice."),
        chunk("b", "Frosty weather: change the water for the hens every 6 hours."),
    ) == [{"a", "b"}]
    assert conflict_sets(
        policy, query,
        chunk("a", "Below 0 °C: change the hens' water every 4 hours and break the ice."),
        chunk("b", "Frosty weather: change the water for the hens every 4 hours."),
    ) == []
