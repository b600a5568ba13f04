"""A condition that holds every value of its sentence states them: it narrows no case."""

from __future__ import annotations

from workers.engine import Policy
from workers.engine.reading import read_text

from .conftest import chunk, event, run


def _narrowing(text: str) -> list[tuple[frozenset[str], frozenset[str] | None]]:
    return [(s.qualifier_terms, s.narrowing) for s in read_text(text).sentences if s.values]


def test_a_condition_holding_the_value_narrows_nothing() -> None:
    ((qualifiers, narrowing),) = _narrowing(
        "Close the locker account only after the 90-day notice period ends.")
    assert qualifiers and narrowing == frozenset()


def test_a_condition_beside_the_value_still_narrows() -> None:
    ((qualifiers, narrowing),) = _narrowing(
        "For lockers on the ground floor, the notice period is 30 days.")
    assert qualifiers and narrowing == qualifiers


def test_two_undecided_texts_are_escalated_not_ranked_by_a_stated_condition(
        policy: Policy) -> None:
    res = run(policy, event(
        "How many days' notice is needed to end a locker rental?",
        chunk("a", "Locker renters can leave on 30 days' notice.", "team_wiki"),
        chunk("b", "Locker rentals: stop the direct debit only after the 90-day notice "
                   "period ends.", "team_wiki"),
    ))
    (record,) = res.conflicts
    assert record.rule_applied == ["escalate"]


def test_a_condition_of_a_later_clause_narrows_nothing() -> None:
    ((qualifiers, narrowing),) = _narrowing(
        "A hired kayak is eight pounds an hour, settle it at the hut when the kayak is back.")
    assert qualifiers and narrowing == frozenset()


def test_a_condition_leading_the_value_still_narrows() -> None:
    ((qualifiers, narrowing),) = _narrowing(
        "When the kayak is hired for a whole day, it is thirty pounds.")
    assert qualifiers and narrowing == qualifiers


def test_a_rule_keeps_its_trailing_condition() -> None:
    ((qualifiers, narrowing),) = _narrowing(
        "Kayaks may be hired for 8 GBP an hour, all of them, when the river is calm.")
    assert qualifiers and narrowing == qualifiers


def test_a_later_clause_condition_leaves_the_majority_to_decide(policy: Policy) -> None:
    res = run(policy, event(
        "What is the hourly fee for a kayak?",
        chunk("a", "Kayak hire: £9 an hour.", "team_wiki", rank=1),
        chunk("b", "A kayak is £8 an hour, settle it at the hut when your hourly slot ends.",
              "team_wiki", rank=2),
        chunk("c", "Kayaks cost £8 per hour to hire.", "team_wiki", rank=3),
        chunk("d", "Hourly kayak hire is £8.", "team_wiki", rank=4),
    ))
    (record,) = res.conflicts
    assert record.rule_applied == ["majority"]
