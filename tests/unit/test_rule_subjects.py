"""A numbered clause's opening subject restricts its rule to a case (``rule_subjects``)."""

from __future__ import annotations

from workers.engine import Policy
from workers.engine.rule_subjects import rule_shaped, subject_terms

from .conftest import chunk, event, run


def test_a_numbered_clause_opens_with_its_subject() -> None:
    assert subject_terms("6.2 Junior anglers fishing the canal are charged £4 a day.") \
        >= {"junior", "angler", "canal"}


def test_a_code_or_prose_has_no_subject() -> None:
    assert not rule_shaped("B2 permits get a day on the canal for £4.")
    assert subject_terms("Junior anglers are charged £4 a day.") == frozenset()


def test_a_leading_condition_is_no_subject() -> None:
    assert subject_terms("6.2 If the canal is frozen, no permits are sold.") == frozenset()


def test_the_clause_naming_the_asked_case_in_its_subject_wins(policy: Policy) -> None:
    res = run(policy, event(
        "What do junior anglers pay for a canal day permit?",
        chunk("a", "6.1 The canal day permit fee is £9 per person."),
        chunk("b", "6.2 Junior anglers under 16 are charged £4 per person for a canal day permit."),
    ))
    (record,) = res.conflicts
    assert record.rule_applied == ["specificity"]
    assert record.winner == "b"


def test_two_clauses_narrower_each_their_own_way_are_escalated(policy: Policy) -> None:
    res = run(policy, event(
        "What does a junior angler pay for a night permit on the canal?",
        chunk("a", "6.1 Night permits on the canal are £9."),
        chunk("b", "6.2 Junior anglers pay £4 for a canal permit."),
    ))
    (record,) = res.conflicts
    assert record.rule_applied == ["escalate"]
