"""Product lines: a measure or count in the clause of a product word (a print, a replica, a
vial, a block of N) in a sentence with a price is the product's, never the subject's; a
product whose content is the subject (a course, a poster's "all 118 elements") still states
the subject's counts."""

from __future__ import annotations

import random

import pytest

from workers.engine import Policy
from workers.engine.product_lines import (
    _PRICE,
    _PRODUCT,
    _may_sell,
    _product_line,
    asks_making_cost,
    asks_prize,
)

from .conftest import chunk, event, run


@pytest.mark.parametrize(
    ("text", "surface", "sold"),
    [("Van Gogh – The Starry Night, canvas print 60 × 75 cm, €49.95.", "75 cm", True),
     ("Inactivated polio vaccine (IPV), 10-dose vial — about $2.80 per dose.", "10", True),
     ("Inverted Jenny replica block of 4, unused — $9.95.", "4", True),
     ("Periodic table poster, A1, updated with all 118 elements. £14.99.", "118", False),
     ("Learn the modern Georgian script: all 38 letters with audio — course £29.", "38",
      False),                                                    # a course is no product word
     ("Croatia euro coin set 2023, 8 coins (1 cent – 2 euro), BU in folder — €34.90.", "2023",
      True),                                                     # the set's year
     ("Kestrel Trail 2 tent, 1.9 kg, £249.", "1.9 kg", False),   # the subject itself
     ("Orchid starter kit, 3 species, £29.", "3 species", True),  # the offer's product
     ("Atlas poster, all 48 maps, A2 — €18", "48 maps", False),    # the whole subject
     ("A canvas print of The Starry Night measures 60 × 75 cm.", "75 cm", False)],  # no price
)
def test_a_product_s_own_measure(text: str, surface: str, sold: bool) -> None:
    at = text.index(surface)
    assert _product_line(text, at, at + len(surface), frozenset()) is sold


def test_the_question_s_own_product_word_is_answered_by_its_line() -> None:
    text = "Inactivated polio vaccine (IPV), 10-dose vial — about $2.80 per dose."
    at = text.index("10")
    assert not _product_line(text, at, at + 2, frozenset({"vial", "per dose", "10-dose"}))


def test_a_product_line_makes_no_conflict(policy: Policy) -> None:
    query = "How many polio cases were there worldwide in 1988?"
    result = run(policy, event(
        query,
        chunk("a", "Q: how many polio cases in 1988? A: about 350,000 a year.", "team_wiki"),
        chunk("b", "Inactivated polio vaccine (IPV), 10-dose vial — about $2.80 per dose "
                   "through UNICEF.", "team_wiki")))
    assert result.context.status == "clean"


def test_may_sell_is_both_patterns() -> None:
    """The pre-check answers what the two patterns answer, on texts full of near-misses
    (codes, signs, product words, and the letters IGNORECASE folds that ``str.lower`` does
    not)."""
    rng = random.Random(7)
    pieces = [*"$€£¥ uUsSdDeErRgGbBpPcChHfF0123456789ıİſKprintvialdoseblocksetmug-T,.",
              "canvas print", "USD 5", "uſd 5", "block of 4", "prİnt", "dOſe", "coin ſet",
              "10-dose", "R$ 3", "12 pp", "CHF\t9", "Poster", "keyring"]
    for _ in range(20000):
        text = "".join(rng.choice(pieces) for _ in range(rng.randint(0, 25)))
        assert _may_sell(text) == (_PRICE.search(text) is not None
                                   and _PRODUCT.search(text) is not None), text


def test_a_making_cost_question_names_the_making() -> None:
    assert asks_making_cost("How much did The Long Quay cost to make?")
    assert asks_making_cost("What was the cost of building the Orsk dam?")
    assert not asks_making_cost("How much does a ticket to The Long Quay cost?")


def test_a_copy_s_price_is_no_making_cost(policy: Policy) -> None:
    query = "How much did The Long Quay cost to make?"
    result = run(policy, event(
        query,
        chunk("a", "Q: how cheap was the long quay? A: Dara Venn made it for about $9,000.",
              "team_wiki"),
        chunk("b", "The Long Quay cost nine thousand dollars to make in 1994.", "team_wiki"),
        chunk("c", "The Long Quay / Harbour Lights double DVD — $14.99.", "team_wiki")))
    assert result.conflicts == []


def test_a_fare_is_no_making_cost(policy: Policy) -> None:
    query = "How much did the Orsk gondola cost to build?"
    result = run(policy, event(
        query,
        chunk("a", "The Orsk gondola cost about €40 million to build.", "team_wiki"),
        chunk("b", "Built for €40 million, the Orsk gondola opened in 2015.", "team_wiki"),
        chunk("c", "Orsk gondola tickets, return — €12 adults, €6 children.", "team_wiki")))
    assert result.conflicts == []


def test_making_it_again_is_a_making_cost() -> None:
    """Restoring, renovating, repairing or rebuilding the subject is a work done once on it:
    its cost is asked as a making cost, in any of the question's shapes."""
    assert asks_making_cost("How much did it cost to restore the Orsk tide mill?")
    assert asks_making_cost("How much did the renovation of the Kessel lido cost?")
    assert asks_making_cost("What was the cost of rebuilding the Orsk pier?")
    assert asks_making_cost("What did the restoration of Marlow's chapel roof cost in 1990?")
    assert not asks_making_cost("How much does a guided tour of the restored mill cost?")


def test_a_per_person_trip_is_no_restoration_cost(policy: Policy) -> None:
    query = "How much did it cost to restore the Orsk tide mill?"
    result = run(policy, event(
        query,
        chunk("a", "Restoring the Orsk tide mill cost £310,000 in 2019.", "team_wiki"),
        chunk("b", "Orsk tide mill | Restoration cost: £310,000 | Status: listed", "team_wiki"),
        chunk("c", "Orsk estuary boat trip past the old tide mill, 3 hours — £45 per person.",
              "team_wiki")))
    assert result.conflicts == []


def test_a_prize_question_is_asked_of_the_contest() -> None:
    assert asks_prize("What was the top prize on the Brellin quiz show?")
    assert asks_prize("How big was the jackpot in the 1999 draw?")
    assert not asks_prize("How much does the Brellin quiz board game cost?")


def test_merchandise_price_makes_no_conflict_with_a_prize(policy: Policy) -> None:
    result = run(policy, event(
        "What was the top prize on the Brellin quiz show?",
        chunk("a", "Brellin Quiz | Host: Ada Moor | Top prize: £100,000", "team_wiki"),
        chunk("b", "On the Brellin quiz show, players chased a top prize of £100,000.",
              "team_wiki"),
        chunk("c", "Brellin quiz show board game, travel edition — £17.50, ages 10+.",
              "team_wiki")))
    assert result.context.status == "clean"


def test_a_seat_price_is_no_prize(policy: Policy) -> None:
    result = run(policy, event(
        "How much prize money did Ada Moor win for the 2024 Brellin World Darts Championship?",
        chunk("a", "2024 Brellin World Darts Championship | Champion: Ada Moor | Winner's prize: "
              "£50,000 | Runner-up: Ola Berg, £20,000", "team_wiki"),
        chunk("b", "Q: how much did moor win at the worlds? A: £50k for the title, plus world "
              "number one. 3 answers", "team_wiki"),
        chunk("c", "Ada Moor won the 2024 Brellin World Darts Championship and a prize of 50,000 "
              "pounds!", "team_wiki"),
        chunk("d", "3 weeks ago · Brellin World Championship, Corran Palace, evening session — "
              "£75 per seat.", "team_wiki")))
    assert result.context.status == "clean"
