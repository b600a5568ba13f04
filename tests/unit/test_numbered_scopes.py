"""A numbered clause's leading scope, and a day or holiday the query names, decide by
specificity (``clause_numbers``, ``calendar_names``)."""

from __future__ import annotations

from workers.engine import Policy
from workers.engine.calendar_names import calendar_name
from workers.engine.clause_numbers import past_clause_number
from workers.engine.fields.clauses import find

from .conftest import chunk, event, run


def test_past_clause_number_skips_only_a_clause_shaped_number() -> None:
    assert past_clause_number("3.2 for lorries, the limit …") == "for lorries, the limit …"
    assert past_clause_number("rt-4 for vans, …") == "for vans, …"
    assert past_clause_number("7. in winter, …") == "in winter, …"
    assert past_clause_number("5 in 10 people, …") == "5 in 10 people, …"  # a count
    assert past_clause_number("for vans, …") == "for vans, …"


def test_a_numbered_leading_scope_is_a_condition() -> None:
    sentence = "3.2 For lorries, the weight limit is 40 t."
    assert any(t.startswith("lorr") for t in find(sentence, 0).condition_terms)


def test_a_leading_scope_spans_a_coordinated_clause() -> None:
    sentence = "For night dives, the depth limit is 18 m, and a torch must be carried."
    assert find(sentence, 0).condition_terms  # the scope holds the 18 m as well


def test_numbered_scope_wins_by_specificity(policy: Policy) -> None:
    general = chunk("gen", "6.1 Forklifts are not driven faster than 10 km/h on site.")
    yard = chunk("yard", "6.3 For forklifts in the loading yard, the speed limit is 5 km/h, "
                         "and a banksman must walk ahead.")
    (record,) = run(policy, event("What is the speed limit for a forklift in the loading yard?",
                                  general, yard)).conflicts
    assert (record.rule_applied, record.winner) == (["specificity"], "yard")


def test_a_holiday_the_query_names_is_a_condition(policy: Policy) -> None:
    general = chunk("gen", "2.1 Orders placed by 3 pm are dispatched within 2 working days.")
    holiday = chunk("eas", "2.4 For orders over Easter, dispatch takes up to 5 working days.")
    (record,) = run(policy, event("How long does dispatch take for an order over Easter?",
                                  general, holiday)).conflicts
    assert (record.rule_applied, record.winner) == (["specificity"], "eas")


def test_calendar_name() -> None:
    assert calendar_name("Christmas") and calendar_name("New Year") and calendar_name("Saturday")
    assert not calendar_name("Easter Island") and not calendar_name("May Street")
