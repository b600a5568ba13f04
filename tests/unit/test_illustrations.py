"""An amount in brackets after a percentage rule illustrates the rule."""

from __future__ import annotations

from .conftest import claim_subjects as subjects

_RULE = ("A late-return fee of 20% of the daily hire rate (EUR 9 for a city bike) is "
         "charged per day.")


def test_a_bracketed_amount_after_a_percentage_rule_is_no_claim() -> None:
    claims = subjects("What is the late-return fee for a hire bike?", _RULE)
    assert all("EUR" not in display for _, values in claims for display in values)


def test_the_amount_is_kept_when_the_query_asks_its_case_or_no_rule_precedes() -> None:
    asked = subjects("What is the late-return fee for a city bike?", _RULE)
    assert any("EUR" in display for _, values in asked for display in values)
    plain = subjects("What is the late-return fee for a hire bike?",
                     "A late-return fee (EUR 9 for a city bike) is charged per day.")
    assert any("EUR" in display for _, values in plain for display in values)
