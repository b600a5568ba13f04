"""A text about a replica or a scale model measures the copy, not the original."""

from __future__ import annotations

from workers.engine import Policy
from workers.engine.reading import read_text
from workers.engine.replicas import describes_copy, without_sizes

from .conftest import chunk, event, run

QUERY = "How long was the Tyrannosaurus rex skeleton known as Sue?"


def test_a_scale_or_a_replica_makes_a_text_about_a_copy() -> None:
    assert describes_copy("Sue skull replica, 1:6 scale, 25 cm, hand-painted resin", QUERY)
    assert describes_copy("OO gauge track. Scale 4 mm to the foot on 16.5 mm track.", QUERY)
    assert describes_copy("Vostok 1 1:24 scale model kit, £34.99", QUERY)
    assert not describes_copy("Sue is 12.3 m long; lap record 1:12.909.", QUERY)
    assert not describes_copy("Sue skull replica, 25 cm", "How big is the Sue skull replica?")


def test_a_copy_keeps_its_counts_and_periods() -> None:
    values = read_text("1:24 model kit: one orbit, 108 minutes, 30 cm long").values
    assert [v.surface for v in without_sizes(values)] == ["one orbit", "108 minutes"]


def test_a_replicas_size_contradicts_no_page(policy: Policy) -> None:
    res = run(policy, event(
        QUERY,
        chunk("a", "Sue, the Tyrannosaurus rex skeleton, was 12.3 m long.", "team_wiki"),
        chunk("b", "Sue skull replica, 1:6 scale, 25 cm, hand-painted resin.", "team_wiki"),
    ))
    assert res.conflicts == []


def test_a_planted_length_outside_a_copy_is_still_compared(policy: Policy) -> None:
    res = run(policy, event(
        QUERY,
        chunk("a", "Sue, the Tyrannosaurus rex skeleton, was 12.3 m long.", "team_wiki"),
        chunk("b", "Sue, the Tyrannosaurus rex skeleton, was 13.2 m long.", "team_wiki"),
    ))
    assert len(res.conflicts) == 1


def test_a_plush_toy_or_figurine_is_a_copy() -> None:
    query = "How much does an adult koala weigh?"
    assert describes_copy("Koala plush, 28 cm, 300 g — $19.99, ships in 2 days", query)
    assert describes_copy("Cuddly koala soft toy: 35 cm tall, 400 g.", query)
    assert describes_copy("Hand-painted koala figurine (12 cm, 90 g).", query)
    assert not describes_copy("The koala lounge has plush seats and weighs nothing.", query)
    assert not describes_copy("Koala plush, 28 cm", "How big is the koala plush toy?")


def test_a_plush_toys_weight_contradicts_no_page(policy: Policy) -> None:
    res = run(policy, event(
        "How much does an adult koala weigh?",
        chunk("a", "An adult koala weighs up to 14 kg.", "team_wiki"),
        chunk("b", "Koala plush, 28 cm, 300 g — $19.99, free delivery.", "team_wiki"),
    ))
    assert res.conflicts == []


def test_a_trinket_in_the_shape_of_the_subject_is_a_copy(policy: Policy) -> None:
    query = "How tall is Ada Brenn's spider sculpture Orla?"
    assert describes_copy("Spider brooch after Ada Brenn, sterling silver, 4 cm, $180.", query)
    assert describes_copy("Orla fridge magnet, 6 cm — £4", query)
    assert not describes_copy("Orla brooch, 4 cm", "How big is the Orla brooch?")
    res = run(policy, event(
        query,
        chunk("a", "Orla | Artist: Ada Brenn | Height: 927 cm", "team_wiki"),
        chunk("b", "Ada Brenn's spider Orla stands 9.27 m tall.", "team_wiki"),
        chunk("c", "Updated 02/2025 · Spider brooch after Ada Brenn, sterling silver, 4 cm, $180.",
              "team_wiki"),
    ))
    assert res.conflicts == []
