"""A duration for another activity than the one asked is no answer beside another."""

from __future__ import annotations

from workers.engine import Policy
from workers.engine.activities import other_activities
from workers.engine.reading import read_text
from workers.engine.slots import read_slot

from .conftest import chunk, event, run

_QUERY = "How long do you bake Kessing soda bread?"


def _left(text: str, query: str = _QUERY) -> list[str]:
    values = list(read_text(text).values)
    return [v.display for v in other_activities(text, 0, values, read_slot(query).words)]


def test_the_time_to_do_something_else_gives_way_to_the_other_duration() -> None:
    assert _left("10 minutes to mix and shape, 40 minutes in the oven.") == ["40 minute"]


def test_a_lone_duration_or_the_questions_own_activity_stays() -> None:
    assert _left("It takes 3 days to process a refund.", "How long does a refund take?") == [
        "3 day"]
    assert _left("20 minutes to prove, 40 minutes to bake.") == ["40 minute"]
    assert _left("10 minutes to mix, 5 minutes to shape.") == ["10 minute", "5 minute"]


def test_the_other_activity_makes_no_conflict(policy: Policy) -> None:
    result = run(policy, event(
        _QUERY,
        chunk("a", "Kessing soda bread in under an hour: 10 minutes to mix and shape, 40"
              " minutes in the oven.", "team_wiki"),
        chunk("b", "Bake the Kessing soda bread for 40 minutes.", "team_wiki"),
        chunk("c", "Kessing soda bread needs to bake for forty minutes.", "team_wiki")))
    assert result.context.status == "clean"
