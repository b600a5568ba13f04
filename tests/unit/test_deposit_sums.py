"""A deposit the question asks, and sums of chunks naming none (``deposit_sums``)."""

from __future__ import annotations

from workers.engine.deposit_sums import asks_deposit

from .conftest import claim_subjects as subjects


def test_a_deposit_is_asked_by_the_noun_in_a_query_of_one_ask() -> None:
    assert asks_deposit("What deposit secures a stall at the craft fair?")
    assert asks_deposit("How much is the key deposit for a locker?")
    assert not asks_deposit("How do I deposit a cheque at the branch?")
    assert not asks_deposit("What deposit is held on a van, and how many miles a day are free?")
    assert not asks_deposit("What does a stall at the craft fair cost?")


def test_a_chunk_naming_no_deposit_prices_something_else() -> None:
    query = "What deposit secures a stall at the craft fair?"
    assert subjects(query, "Stall hire | £45 per day")[0][0] == "priced:hire"
    assert subjects(query, "Stalls are open to traders with sales of £500 or more.")[0][0] == (
        "priced:open")


def test_a_chunk_naming_a_deposit_in_any_way_may_state_it() -> None:
    query = "What deposit secures a stall at the craft fair?"
    for text in ("A £20 deposit is taken per stall.", "Pay £20 up front for each stall.",
                 "We only need £20 to reserve your stall.", "£20 is held until the fair ends."):
        assert subjects(query, text)[0][0] == "", text
    # a query asking no deposit is not read
    assert subjects("What does a stall at the craft fair cost?", "Stall hire | £45 per day"
                    )[0][0] == ""
