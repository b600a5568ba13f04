"""Another API endpoint's limit is no answer about the endpoint a question names."""

from __future__ import annotations

from workers.engine import Policy

from .conftest import chunk, conflict_sets

_QUERY = "What is the rate limit on the parcel-tracking endpoint?"


def test_another_endpoints_limit_joins_no_conflict(policy: Policy) -> None:
    sets = conflict_sets(
        policy, _QUERY,
        chunk("a", "GET /parcels/{ref}/tracking - rate limit: 200 requests per minute.",
              "api_reference", doc_id="api"),
        chunk("b", "GET /parcels/{ref}/tracking - limited to 100 requests per minute per key.",
              "team_wiki"),
        chunk("c", "GET /depots - rate limit: 20 requests per minute; cached for 5 minutes.",
              "api_reference", doc_id="api-depots"),
    )
    assert sets == [{"a", "b"}]


def test_a_path_holding_only_a_modifier_is_another_endpoint(policy: Policy) -> None:
    sets = conflict_sets(
        policy, "What is the request limit of the Quarry order submission API?",
        chunk("a", "POST /v1/submissions - at most 50 requests per minute per account.",
              "api_reference", doc_id="api"),
        chunk("b", "POST /v1/submissions - at most 80 requests per minute per account.",
              "team_wiki"),
        chunk("c", "GET /v1/orders/{id} - at most 500 requests per minute per account.",
              "api_reference", doc_id="api-orders"),
    )
    assert sets == [{"a", "b"}]


def test_chunks_not_led_by_an_endpoint_are_kept(policy: Policy) -> None:
    sets = conflict_sets(
        policy, _QUERY,
        chunk("a", "GET /parcels/{ref}/tracking - rate limit: 200 requests per minute.",
              "api_reference", doc_id="api"),
        chunk("b", "Parcel tracking: rate limit 100 requests per minute.",
              "team_wiki"),
    )
    assert sets == [{"a", "b"}]


def test_the_endpoint_word_names_the_endpoint_of_a_named_api(policy: Policy) -> None:
    sets = conflict_sets(
        policy, "What is the rate limit on the ticketing API's seats endpoint?",
        chunk("a", "GET /v2/seats - lists free seats. Rate limit: 40 requests per minute.",
              "api_reference", doc_id="api"),
        chunk("b", "GET /v2/seats - lists free seats. Rate limit: 25 requests per minute.",
              "team_wiki"),
        chunk("c", "POST /v2/tickets - books a seat. Rate limit: 5 requests per minute.",
              "api_reference", doc_id="api-tickets"),
    )
    assert sets == [{"a", "b"}]
