"""An endpoint label names its endpoint by its path, not by its method or version."""

from __future__ import annotations

from workers.engine import Policy
from workers.engine.endpoint_labels import endpoint_words
from workers.engine.segments import label_of

from .conftest import chunk, conflict_sets


def test_method_parameters_and_version_are_no_label_words() -> None:
    assert endpoint_words("GET /v2/depots/{id}/opening-hours") == "depots opening-hours"
    assert endpoint_words("POST /api/v1.3/returns") == "api returns"
    assert endpoint_words("Tier benefits - Silver") == "Tier benefits - Silver"
    assert label_of("DELETE /v3/baskets: at most 10 calls per second.")[0] == {"basket"}


def test_two_revisions_of_a_versioned_endpoint_disagree(policy: Policy) -> None:
    sets = conflict_sets(
        policy, "What is the rate limit of the depot-hours API?",
        chunk("a", "GET /v3/depot-hours: limited to 40 requests per minute per token.",
              "api_reference", doc_id="depot-api"),
        chunk("b", "GET /v3/depot-hours: limited to 90 requests per minute per token.",
              "api_reference", doc_id="depot-api-old"),
        chunk("c", "POST /v3/parcels returns 422 when the postcode is missing.",
              "api_reference", doc_id="depot-api"),
    )
    assert sets == [{"a", "b"}]
