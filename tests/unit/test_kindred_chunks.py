"""A chunk that opens on another thing's name and never writes the question's own."""

from workers.engine import Policy
from workers.engine.kindred_chunks import about_kindred_thing

from .conftest import chunk, conflict_sets

FESTIVAL = "When was the first Harrowgate Summer Folk Festival held?"
BRIDGE = "In what year was the Carrick Harbour Bridge opened?"


def test_kindred_name_sharing_only_the_kind_is_another_thing() -> None:
    assert about_kindred_thing(
        "Updated 03/2024 · The Kelso Music Festival tours the Borders; in 2011 it was held "
        "in Hawick.", FESTIVAL)
    assert about_kindred_thing("The Tay Road Bridge opened to traffic in 1966.", BRIDGE)


def test_kindred_name_needs_a_word_of_its_own_and_the_article() -> None:
    assert not about_kindred_thing("The Festival was first held in 1972 on the green.",
                                   FESTIVAL)
    assert not about_kindred_thing("Doctor Bridge opened the first clinic in 1966.", BRIDGE)


def test_lone_name_with_an_apposition_is_another_thing() -> None:
    assert about_kindred_thing(
        "Jan 2023 — Brookfest, in Dorrow on the west coast, was first held in 1994.",
        FESTIVAL)
    assert about_kindred_thing("Brookfest, a three-day gathering, was first held in 1994.",
                               FESTIVAL)


def test_common_noun_with_a_relative_clause_is_kept() -> None:
    assert not about_kindred_thing(
        "Construction, which began in 1931, was finished when the bridge opened in 1934.",
        BRIDGE)
    assert not about_kindred_thing("However, in 1972 the first one was held on the green.",
                                   FESTIVAL)


def test_chunk_writing_a_distinctive_name_word_is_kept() -> None:
    assert not about_kindred_thing(
        "The Harrowgate Folk Festival began small; it was first held in 1972.", FESTIVAL)
    assert not about_kindred_thing("The Carrick bridge opened in 1934.", BRIDGE)


def test_agent_opening_without_the_kind_is_kept() -> None:
    assert not about_kindred_thing(
        "Ada Lund and Tom Vale held the first one in a barn in 1972.", FESTIVAL)


def test_kindred_chunk_disputes_nothing(policy: Policy) -> None:
    assert conflict_sets(
        policy, FESTIVAL,
        chunk("a", "Harrowgate Summer Folk Festival | First held: 1972 | Venue: the green",
              "team_wiki"),
        chunk("b", "Q: when was the first Harrowgate festival? A: In 1972, on the green.",
              "team_wiki"),
        chunk("c", "Updated 03/2024 · The Kelso Music Festival tours the Borders; in 2011 it "
                   "was first held in Hawick.", "team_wiki"),
    ) == []
