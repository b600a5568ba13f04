"""A greeting's addressee and a reason clause's object name no scope facet."""

from __future__ import annotations

from workers.engine.fields import facets
from workers.engine.fields.scan import scan


def _facets(text: str) -> list[tuple[str, str]]:
    return [(facet, value) for facet, value, _, _ in facets.find(scan(text))]


def test_a_name_a_greeting_addresses_is_no_environment() -> None:
    assert _facets("Hi Dev, the parcel leaves on Monday.") == []
    assert _facets("Dear Dev,\nyour order is ready.") == []


def test_the_environment_named_in_the_text_still_scopes() -> None:
    assert _facets("Hi Sam, Dev gets the build first.") == [("environment", "development")]
    assert _facets("Deploys to dev need no ticket.") == [("environment", "development")]


def test_the_object_of_a_reason_clause_is_no_audience() -> None:
    assert _facets("The fee is £90, because it pays the staff on call.") == []


def test_an_audience_the_rule_is_for_still_scopes() -> None:
    assert _facets("Staff may park in bay 4.") == [("audience", "employees")]
    assert _facets("The fee is £90 for staff, because parking is scarce.") == [
        ("audience", "employees")]
