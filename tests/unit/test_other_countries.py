"""A chunk scoped to another country than the query's joins no conflict."""

from __future__ import annotations

from workers.engine import Policy
from workers.engine.other_countries import other_country, scoped_countries

from .conftest import chunk, conflict_sets

QUERY = "What deposit is held for a camper van rented in Norway?"


def test_a_country_scopes_only_in_a_scope_shape() -> None:
    assert scoped_countries("Vans rented in Sweden need a deposit.") == {"Sweden"}
    assert scoped_countries("Sweden's vans need a deposit.") == frozenset()
    assert scoped_countries("a spain of words in china cups") == frozenset()


def test_another_countrys_chunk_is_another_case() -> None:
    assert other_country("Camper vans in Sweden: deposit €900.", QUERY)
    assert not other_country("Camper vans in Norway: deposit €1,100.", QUERY)
    assert not other_country("Vans rented in Sweden or Norway: deposit €900.", QUERY)
    assert not other_country("Camper vans: deposit €900.", QUERY)


def test_a_query_asked_in_no_country_reads_no_scope() -> None:
    assert not other_country("Camper vans in Sweden: deposit €900.",
                             "Which country rents the most camper vans?")


def test_the_other_countrys_value_joins_no_conflict(policy: Policy) -> None:
    query = "What security deposit is held for a seven-seat MPV hired in Norway?"
    guide = chunk("guide", "Seven-seat MPV (class M) in Norway: security deposit €1,400 taken on "
                  "a credit card at collection.", "team_wiki")
    depot = chunk("depot", "Oslo and Bergen depots: MPVs hired in Norway need a deposit of €900.",
                  "team_wiki")
    macro = chunk("macro", "The deposit for your MPV hire in Norway is EUR 1,400; it is returned "
                  "when the car is checked in.", "team_wiki")
    sweden = chunk("sweden", "Seven-seat MPV (class M) in Sweden: security deposit €1,100.",
                   "team_wiki")
    found = conflict_sets(policy, query, guide, depot, macro, sweden)
    assert found == [{"guide", "depot", "macro"}]
