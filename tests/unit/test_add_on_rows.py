"""Rows of a price table that price an addition are about the option, not the product."""

from __future__ import annotations

from tests.unit.conftest import chunk, conflict_sets
from workers.engine import Policy
from workers.engine.add_on_rows import add_on_lines
from workers.engine.terms import stem


def _asked(question: str) -> frozenset[str]:
    return frozenset(stem(w.strip("?'")) for w in question.lower().split())


_CARD = ("Standard cake (5 working days) | £40\nRush order (2 working days) | +£15\n"
         "Delivery surcharge | 8% of the order")


def test_plus_priced_and_surcharge_rows_are_additions() -> None:
    query = "How long does a standard cake take to make?"
    assert add_on_lines(_CARD, query, _asked(query)) == frozenset(
        {_CARD.index("Rush"), _CARD.index("Delivery")})


def test_a_question_naming_the_option_or_asking_an_extra_keeps_its_row() -> None:
    query = "How long does a rush order take?"
    assert add_on_lines(_CARD, query, _asked(query)) == frozenset({_CARD.index("Delivery")})
    assert add_on_lines(_CARD, "What is the extra charge for rush?", frozenset()) == frozenset()


def test_a_row_whose_every_amount_ends_on_extra_is_an_addition() -> None:
    text = "Marquee hire | £400 per weekend\nHire past the first 3 days | £90 per day extra"
    query = "How long ahead must a marquee be booked?"
    assert add_on_lines(text, query, _asked(query)) == frozenset({text.index("Hire past")})
    both = "Hire past the first 3 days | £90 per day extra | £300 per week"
    assert add_on_lines(both, query, _asked(query)) == frozenset()  # one plain amount


def test_a_plain_price_row_is_no_addition() -> None:
    text = "Small box | £5 | +£1 gift wrap"
    assert add_on_lines(text, "What does a small box cost?", frozenset()) == frozenset()


def test_an_option_row_is_no_rival_of_the_product(policy: Policy) -> None:
    query = "How long does a standard cake take to make?"
    assert conflict_sets(policy, query, chunk("card", _CARD, "price_sheet"),
                         chunk("faq", "A standard cake takes 5 working days.", "team_wiki")
                         ) == []
