"""Rows of one document: punctuation, compounds and a sentence's label when aligning a row
with the query's best row (``document_rows``)."""

from __future__ import annotations

from workers.engine import Policy

from .conftest import chunk, conflict_sets


def _wiki(chunk_id: str, text: str) -> dict[str, object]:
    return chunk(chunk_id, text, "wiki", doc_id="ferry-wiki", source_tier="secondary")


def _sheet(chunk_id: str, text: str) -> dict[str, object]:
    return chunk(chunk_id, text, "price_sheet", doc_id="hostel-rates", source_tier="primary")


def test_a_word_across_a_comma_is_no_neighbour(policy: Policy) -> None:
    """"cabins, cancellations" puts nothing beside "cabins": the general rule's "cabins go"
    names no other thing, so the general and the case's rule answer one question."""
    query = "How long before sailing do cancellations close for balcony cabins?"
    case = _wiki("case", "For balcony cabins, cancellations close 48 hours before sailing.")
    general = _wiki("gen", "Reservations: passengers can cancel online up to 2 hours before "
                           "sailing and the cabins go back on sale.")
    assert conflict_sets(policy, query, case, general) == [{"case", "gen"}]


def test_a_compound_with_a_word_of_its_own_is_another_item(policy: Policy) -> None:
    query = "How much is a 3-night dorm bed in season?"
    season = _sheet("season", "| Dorm bed | 3 nights | Season | EUR 96 |")
    off = _sheet("off", "| Dorm bed | 3 nights | Off-season | EUR 72 |")
    assert conflict_sets(policy, query, season, off) == []


def test_a_sentence_past_its_label_opens_with_its_subject(policy: Policy) -> None:
    """"Rewards: Silver members earn …" opens its sentence with "silver"; a row opening with
    "Meals" in that place speaks of another thing."""
    query = "How many miles does a Silver member earn per pound spent on fares?"
    silver = chunk("silver", "Rewards: Silver members earn 3 miles per £1 spent on fares.",
                   "policy", doc_id="miles-terms", source_tier="primary")
    meals = chunk("meals", "Meals bought on board earn 1 mile per £1 for every tier.",
                  "policy", doc_id="miles-terms", source_tier="primary")
    assert conflict_sets(policy, query, silver, meals) == []
