"""A value set against the usual one is an anomaly, never the answer."""

from __future__ import annotations

import pytest

from workers.engine import Policy
from workers.engine.reading import read_text
from workers.engine.stated import stated

from .conftest import chunk, event, run


def _stated(text: str) -> list[str]:
    return [v.display for v in stated(text, 0, list(read_text(text).values))]


@pytest.mark.parametrize(
    "text",
    ["A person with it has 47 chromosomes instead of the usual 46.",
     "The ferry took 5 hours rather than the normal 3.",
     "It has 9 keys in place of the standard 8."],
)
def test_a_value_instead_of_the_usual_one_is_no_answer(text: str) -> None:
    assert len(_stated(text)) == len(read_text(text).values) - 1
    assert _stated(text) != [v.display for v in read_text(text).values][:1]


def test_a_change_instead_of_a_former_value_still_answers() -> None:
    assert _stated("It now takes 3 days instead of 5 days.")[0] == "3 day"


def test_an_anomaly_beside_the_answer_makes_no_conflict(policy: Policy) -> None:
    result = run(policy, event(
        "How many chromosomes do humans have?",
        chunk("a", "Humans normally have 46 chromosomes in each cell.", "team_wiki"),
        chunk("b", "Down syndrome happens when a person has 47 chromosomes instead of the usual"
              " 46.", "team_wiki"),
        chunk("c", "Every human cell has forty-six chromosomes.", "team_wiki")))
    assert result.context.status == "clean"


def test_a_bound_under_a_denied_rule_is_the_rules_limit() -> None:
    assert _stated("No visitor may bring more than 3 guests to the pool.") == ["3 guest"]
    assert _stated("Guests may not check in more than 2 bags.") == ["2 bag"]
    # a loose bound in a clause of its own stays one
    assert _stated("No refunds are given; more than 3 guests booked last week.") == []
    assert _stated("We sold more than 300 tickets.") == []


def test_a_relative_clause_on_an_indefinite_subject_names_a_case() -> None:
    assert _stated("A kettle that takes 9 minutes to boil needs descaling.") == []
    assert _stated("Hi Sam, any drone which flies under 20 minutes needs a new cell.") == []
    # the thing's own value, or one after a definite subject, is stated
    assert _stated("The kettle boils in 4 minutes.") == ["4 minute"]
    assert _stated("The kettle that we sell boils in 4 minutes.") == ["4 minute"]


def test_a_milestone_crossed_is_no_total() -> None:
    assert _stated("Aug 1999 — The Gorse Hill Tapes passes $100 million in North America.") == []
    assert _stated("Membership topped the 1,000 mark in May.") == []
    assert _stated("The film grossed $248.6 million worldwide.") == ["248600000.00 USD"]
    assert _stated("The Senate passed 12 bills that week.") != []  # what was passed, counted


def test_a_pass_priced_is_no_milestone() -> None:
    assert _stated("Revised class passes: 10-session pass £90; day passes £14.") == [
        "90.00 GBP", "14.00 GBP"]
