"""A fee the question names by the act it is charged for, and prices of other things."""

from __future__ import annotations

from workers.engine.named_fees import charged_for

from .conftest import claim_subjects as subjects


def test_the_charged_for_word_is_a_gerund_or_a_compound_before_one_fee_word() -> None:
    assert charged_for("What is the booking fee for a concert ticket?") == ("book",)
    assert charged_for("What is the late-cancellation charge for a table?") == (
        "late", "cancellation")
    # an adjective or a noun before the fee word names no act; a plural is no one fee
    assert charged_for("What is the standard fee for a concert ticket?") == ()
    assert charged_for("What is the entrance fee at the castle?") == ()
    assert charged_for("What did the painting fetch, including fees?") == ()
    # two named fees: no one asked
    assert charged_for("Is the booking fee above the parking charge?") == ()


def test_a_chunk_writing_neither_the_act_nor_a_fee_word_prices_something_else() -> None:
    query = "What is the booking fee for a concert ticket?"
    assert subjects(query, "Season bundles from EUR 320 for six concerts.")[0][0] == (
        "priced:book")
    assert subjects(query, "Stalls | EUR 48 | Balcony | EUR 36")[0][0] == "priced:book"


def test_a_chunk_naming_the_act_or_a_fee_word_may_state_the_fee() -> None:
    query = "What is the booking fee for a concert ticket?"
    assert subjects(query, "Online bookings cost EUR 2.50 extra per ticket.")[0][0] == ""
    assert subjects(query, "A handling charge of EUR 2.50 applies per ticket.")[0][0] == ""
    # a question with no named fee is not read
    assert subjects("What does a balcony seat cost?", "Stalls | EUR 48 | Balcony | EUR 36"
                    )[0][0] == ""


def test_a_chunk_naming_only_another_act_s_fee_prices_another_fee() -> None:
    query = "What is the no-show fee for a dental check-up?"
    assert subjects(query, "Patients are charged a whitening fee of £40 per session.")[0][0] == (
        "priced:show")
    # the asked act written, or a fee word named by no act, may state the fee
    assert subjects(query, "Not showing up costs a rebooking fee of £20.")[0][0] == ""
    assert subjects(query, "A charge of £20 applies to every missed check-up.")[0][0] == ""
    # a question naming its fee by a gerund alone keeps a general act's charge
    assert subjects("What is the booking fee for a concert ticket?",
                    "A handling charge of EUR 2.50 applies per ticket.")[0][0] == ""
