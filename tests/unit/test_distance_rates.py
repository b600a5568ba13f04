"""A price per mile or kilometre answers only a question about distance or travel."""

from __future__ import annotations

from workers.engine import Policy

from .conftest import chunk, conflict_sets


def test_a_mileage_rate_is_no_rival_of_a_flat_fee(policy: Policy) -> None:
    sets = conflict_sets(
        policy, "What does the choir charge for a two-hour wedding set?",
        chunk("a", "Wedding set, 2 hours | £800", "price_sheet", source_tier="primary"),
        chunk("b", "Wedding set, 2 hours | £850", "price_sheet", source_tier="primary"),
        chunk("c", "Journeys beyond 30 miles of the city are billed at 50p a mile.",
              "team_wiki", source_tier="secondary"))
    assert sets == [{"a", "b"}]


def test_a_question_about_travel_still_compares_mileage_rates(policy: Policy) -> None:
    sets = conflict_sets(
        policy, "What does the choir charge for travel to a wedding?",
        chunk("a", "Travel to venues is charged at 45p a mile.", "policy",
              source_tier="primary"),
        chunk("b", "Travel is billed at 60p a mile.", "team_wiki", source_tier="secondary"))
    assert sets == [{"a", "b"}]
