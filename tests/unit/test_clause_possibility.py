"""A modal before a verb of effect states a possibility, not a permission; a determiner
that denies what is allowed is a prohibition. The sentences are invented."""

from __future__ import annotations

import pytest

from workers.engine import Policy
from workers.engine.fields.clauses import find

from .conftest import chunk, event, run


@pytest.mark.parametrize(
    ("text", "shown"),
    [("With no dogs allowed, the beach stays quiet.", "must not"),
     ("No bicycles are permitted in the tunnel.", "must not"),
     ("Guests can be refunded within 14 days.", "may"),
     ("Interns may access the staging cluster.", "may"),
     ("A single raw nut can cause a rash.", None),
     ("Late payment may result in a fee.", None),
     ("Heating the oil too far can make it smoke.", None)],
)
def test_what_a_modal_or_a_denial_says(text: str, shown: str | None) -> None:
    value = find(text, 0).value
    assert (value.display if value is not None else None) == shown


def test_a_possibility_beside_a_prohibition_makes_no_conflict(policy: Policy) -> None:
    result = run(policy, event(
        "Is it safe to eat raw elderberries?",
        chunk("a", "Do not eat raw elderberries.", "team_wiki"),
        chunk("b", "A: No. A handful of raw elderberries can cause nausea.", "team_wiki"),
        chunk("c", "Never eat them raw; cook them first.", "team_wiki"),
    ))
    assert result.context.status == "clean"


@pytest.mark.parametrize(
    ("text", "shown"),
    [("Tenants need not attend the inspection.", "may"),
     ("Riders don't have to wear a lanyard.", "may"),
     ("Parents are not required to stay for the lesson.", "may"),
     ("Anglers don't need a permit to fish from the pier.", "may"),
     ("The ferry does not require a booking on weekdays.", "may"),
     ("Pilots no longer have to carry a paper logbook.", "may"),
     ("No entry test is required for the junior class.", "may"),
     ("No swimming test is any longer needed for the float tank.", "may"),
     ("Riders do not leave bikes in the hall.", "must not"),
     ("Riders don't require help to board.", "may"),
     ("No bikes are allowed in the hall.", "must not"),
     ("Riders need to book a slot.", "must"),
     ("Allotment holders are not legally required to insure their sheds.", "may"),
     ("Signing the visitors' book isn't compulsory for members.", "may"),
     ("A lanyard is not mandatory on the lower deck.", "may"),
     ("Lanyards are mandatory on the upper deck.", "must")],
)
def test_a_negated_obligation_permits(text: str, shown: str) -> None:
    value = find(text, 0).value
    assert value is not None and value.display == shown


@pytest.mark.parametrize(
    ("text", "shown"),
    [("Gift vouchers can be spent regardless of when they were issued.", "may"),
     ("Members may fish no matter if the gauge is high.", "may"),
     ("Members may fish only if the gauge is low.", "may [only if the gauge is low]"),
     ("Season passes are great: they never lapse while you keep paying.", None),
     ("Hut keys? It never locks itself.", None),
     ("Walkers never light fires on the moor.", "must not"),
     ("Walkers must never light fires on the moor.", "must not")],
)
def test_a_case_said_not_to_matter_and_a_things_never_rule_nothing(
        text: str, shown: str | None) -> None:
    value = find(text, 0).value
    assert (value.display if value is not None else None) == shown
