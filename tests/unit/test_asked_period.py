"""A rate over another period answers no question asking for a rate over one
(``asked_period``)."""

from __future__ import annotations

from workers.engine import Policy
from workers.engine.asked_period import asked_period

from .conftest import chunk, conflict_sets, event, run

_QUERY = "What is the daily data allowance on the Trekker roaming plan?"


def test_the_question_s_period() -> None:
    assert asked_period(_QUERY) == "day"
    assert asked_period("How many miles a week can a lease car cover?") == "week"
    assert asked_period("What is the annual leave entitlement?") == "year"
    assert asked_period("What are the daily and weekly limits?") == ""
    assert asked_period("How tall is the Harlow clock tower?") == ""


def test_a_weekly_cap_is_no_answer_to_a_daily_allowance(policy: Policy) -> None:
    pages = [chunk("a", "Trekker roaming includes 2 GB per day; extra data is £3 per GB."),
             chunk("b", "Trekker roaming is capped at 10 GB per week in total."),
             chunk("c", "The Trekker plan gives you two gigabytes a day abroad.", "team_wiki")]
    assert run(policy, event(_QUERY, *pages)).conflicts == []


def test_two_rates_over_the_asked_period_still_disagree(policy: Policy) -> None:
    pages = [chunk("a", "Trekker roaming includes 2 GB per day; extra data is £3 per GB."),
             chunk("b", "The Trekker plan gives you 3 GB a day abroad.", "team_wiki")]
    assert conflict_sets(policy, _QUERY, *pages) == [{"a", "b"}]


def test_a_question_with_no_period_keeps_every_rate(policy: Policy) -> None:
    pages = [chunk("a", "Trekker roaming includes 2 GB per day."),
             chunk("b", "Trekker roaming includes 10 GB per week.")]
    query = "What is the data allowance on the Trekker roaming plan?"
    assert conflict_sets(policy, query, *pages) == [{"a", "b"}]
