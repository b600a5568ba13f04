"""A verb beside a predicate class ("started", "began") counts as the asked event in prose
only right beside the question's name."""

from __future__ import annotations

from workers.engine.class_verbs import class_verb_beside_name
from workers.engine.policy import Policy
from workers.engine.slots import read_slot

from .conftest import chunk, conflict_sets

_FOUNDED = "When was the Tarnby Lichen Society founded?"


def test_a_class_verb_beside_the_name_names_the_event() -> None:
    slot = read_slot(_FOUNDED)
    assert class_verb_beside_name("The Tarnby Lichen Society started in 1921.", slot, _FOUNDED)
    assert class_verb_beside_name("Walkers began the Tarnby Lichen Society in 1921.", slot,
                                  _FOUNDED)
    assert class_verb_beside_name("It began as the Tarnby Lichen Society in 1921.", slot,
                                  _FOUNDED)
    one = "When was Lichenworks founded?"
    assert class_verb_beside_name("Lichenworks was started in 1990 by two friends.",
                                  read_slot(one), one)


def test_a_class_verb_away_from_the_name_or_another_class_names_nothing() -> None:
    slot = read_slot(_FOUNDED)
    assert not class_verb_beside_name(
        "Work on the Tarnby Lichen Society hall started in 1954.", slot, _FOUNDED)
    one = "When was Lichenworks founded?"
    assert not class_verb_beside_name("Lichenworks started selling kits in 1990.",
                                      read_slot(one), one)  # one word, active: too loose
    built = "When was the Tarnby Lichen Society hall built?"
    assert not class_verb_beside_name("The Tarnby Lichen Society started in 1921.",
                                      read_slot(built), built)  # another class


def test_the_sentence_joins_the_pages_that_state_the_year(policy: Policy) -> None:
    found = conflict_sets(
        policy, _FOUNDED,
        chunk("a", "The Tarnby Lichen Society was founded in 1921 by Ada Rowe.", "team_wiki"),
        chunk("b", "Re: lichens — the Tarnby Lichen Society was founded in 1921.", "team_wiki"),
        chunk("c", "The Tarnby Lichen Society started in 1921. Lichens are amazing!",
              "team_wiki"),
        chunk("d", "The Tarnby Lichen Society was founded in 1912, its badge says.", "team_wiki"),
    )
    assert found == [{"a", "b", "c", "d"}]
