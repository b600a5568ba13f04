"""Prices for another billing period than the query asks, and prices of an add-on."""

from __future__ import annotations

from tests.unit.test_other_cases import subjects
from workers.engine.other_prices import asked_period


def test_the_asked_billing_period_is_read_from_the_query() -> None:
    assert asked_period("What does the Studio tier cost per month?") == "month"
    assert asked_period("What is the annual fee for the Studio tier?") == "year"
    assert asked_period("What is the weekly rate, and the price a month?") == ""
    assert asked_period("What does the Studio tier cost?") == ""


def test_a_price_for_another_period_is_another_attribute() -> None:
    query = "What does the Studio tier cost per month?"
    assert subjects(query, "Studio tier, yearly billing: USD 300 per year.")[0][0] == (
        "per:year")
    assert subjects(query, "Studio tier: USD 30 per month.")[0][0] == ""
    assert subjects(query, "Studio tier: USD 30.")[0][0] == ""  # no period: may be asked
    # a per-seat price per month is still a monthly price
    assert subjects(query, "Studio tier: USD 9 per seat per month.")[0][0] == ""


def test_a_price_of_an_additional_item_is_the_add_ons() -> None:
    query = "What does the Studio tier cost per month?"
    assert subjects(query, "Studio tier includes 2 editors; each additional editor is "
                           "USD 8 per month.")[-1][0] == "add-on:editor"
    # an add-on the query asks about is its own subject
    assert subjects("How much is an extra editor on the Studio tier?",
                    "Each additional editor is USD 8 per month.")[0][0] == ""
