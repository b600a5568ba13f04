"""Prices for another billing period than the query asks, and prices of an add-on."""

from __future__ import annotations

from schemas.events import RetrievalEvent
from tests.unit.test_other_cases import subjects
from workers.engine.claims import extract_claims
from workers.engine.other_prices import asked_period
from workers.engine.query import read_query


def test_the_asked_billing_period_is_read_from_the_query() -> None:
    assert asked_period("What does the Studio tier cost per month?") == "month"
    assert asked_period("What is the annual fee for the Studio tier?") == "year"
    assert asked_period("What is the weekly rate, and the price a month?") == ""
    assert asked_period("What does the Studio tier cost?") == ""


def test_a_price_for_another_period_is_another_attribute() -> None:
    query = "What does the Studio tier cost per month?"
    assert subjects(query, "Studio tier, yearly billing: USD 300 per year.")[0][0] == (
        "per:year")
    assert subjects(query, "Studio tier: USD 30 per month.")[0][0] == ""
    assert subjects(query, "Studio tier: USD 30.")[0][0] == ""  # no period: may be asked
    # a per-seat price per month is still a monthly price
    assert subjects(query, "Studio tier: USD 9 per seat per month.")[0][0] == ""


def test_a_price_paid_once_is_not_the_price_per_the_asked_period() -> None:
    query = "What is the yearly subscription for a student member of the chess club?"
    assert subjects(query, "Students pay a one-time set-up charge of EUR 8.")[0][0] == (
        "per:once")
    assert subjects(query, "Students pay EUR 20 a year.")[0][0] == ""
    assert subjects(query, "Students pay EUR 20.")[0][0] == ""  # no period: may be asked
    # two prices: the word may call only one of them so, and both stay
    assert subjects(query, "Students pay EUR 20 and a one-time EUR 8 set-up charge."
                    )[0][0] == ""
    # a query asking no period reads a one-off price as a price
    assert subjects("What does a student member of the chess club pay?",
                    "Students pay a one-time set-up charge of EUR 8.")[0][0] == ""


def test_a_price_of_an_additional_item_is_the_add_ons() -> None:
    query = "What does the Studio tier cost per month?"
    assert subjects(query, "Studio tier includes 2 editors; each additional editor is "
                           "USD 8 per month.")[-1][0] == "add-on:editor"
    # an add-on the query asks about is its own subject
    assert subjects("How much is an extra editor on the Studio tier?",
                    "Each additional editor is USD 8 per month.")[0][0] == ""


def test_a_price_every_word_marks_as_added_on_top_is_a_surcharge() -> None:
    query = "What does a standard tyre fitting cost?"
    assert subjects(query, "Night-time fitting is available for £40 extra.")[0][0] == (
        "add-on:amount")
    assert subjects(query, "Fitting at home? Then add 80p per mile.")[-1][0] == "add-on:amount"
    assert subjects(query, "Standard fitting is £18 per tyre.")[0][0] == ""
    # one price no word marks: the sentence states the asked price too
    assert subjects(query, "Standard fitting is £18, plus £5 for valve caps.")[0][0] == ""
    # a fee may be what is added on top: "an extra £15", "£2 extra"
    assert subjects("What is the late fitting fee?",
                    "Late fittings cost an extra £15.")[0][0] == ""
    assert subjects("What is the late fitting charge?",
                    "Late fittings are £15 extra.")[0][0] == ""
    # a question about the addition itself
    assert subjects("How much extra is night-time fitting?",
                    "Night-time fitting is available for £40 extra.")[0][0] == ""
    # a count beside the surcharge keeps its own reading
    assert all(subject == "" for subject, *_ in subjects(
        "How many tyres did the depot fit?", "The depot fitted 1,250 tyres, plus £30 in tips."))


def test_a_sum_over_several_periods_is_no_price_per_the_asked_one() -> None:
    query = "What is the yearly subscription to the allotment society?"
    assert subjects(query, "We raised £1,800 over three years from plot holders.")[0][0] == (
        "per:span")
    assert subjects(query, "The subscription is £12 a year.")[0][0] == ""
    assert subjects(query, "The subscription is £12.")[0][0] == ""  # no span: may be asked


def test_a_price_called_another_cases_rate_is_that_cases() -> None:
    query = "What is the yearly subscription to the allotment society?"
    assert subjects(query, "Pensioners pay the £6 concession rate.")[0][0] == "rate:concession"
    assert subjects(query, "Everyone pays the £12 standard rate.")[0][0] == ""  # the usual one
    assert subjects("What is the concession rate for the allotment society?",
                    "Pensioners pay the £6 concession rate.")[0][0] == ""


def test_a_named_surcharge_after_the_amount_may_say_what_it_is_for() -> None:
    query = "What is the daily rate for a large kennel?"
    assert subjects(query, "Bank holiday stays add a £6 per day festive surcharge.")[0][0] == (
        "add-on:amount")
    assert subjects(query, "Weekend guests pay a £4 weekend supplement.")[0][0] == (
        "add-on:amount")
    # two words between the amount and the word: no longer read as its name
    assert subjects(query, "A large kennel is £30 per day, a very modest supplement.")[0][
        0] == ""


def test_a_price_called_a_minimum_is_a_floor_not_the_asked_price() -> None:
    query = "What is the label printing fee per parcel?"
    assert subjects(query, "A minimum quarterly charge of $90 applies to every account.")[0][
        0] == "minimum:amount"
    assert subjects(query, "Printing is billed at cost, minimum $3 per batch.")[-1][0] == (
        "minimum:amount")
    assert subjects(query, "Label printing is $0.15 per parcel.")[0][0] == ""
    # a question asking a bound keeps the minimum as its answer
    assert subjects("What is the minimum charge for label printing?",
                    "A minimum quarterly charge of $90 applies to every account.")[0][0] == ""


def test_a_rate_and_a_lump_sum_stay_two_keys_when_both_are_asked() -> None:
    both = "What is the archive storage price per GB per month and the minimum yearly spend?"
    text = "Archive storage is USD 0.10 per GB per month. Minimum yearly spend: USD 50,000."
    assert sorted(attributes(both, text)) == ["storage/money", "storage/rate"]
    # with no "and …", a price with and without a unit is one kind of value
    assert set(attributes("What is the archive storage price per GB, minimum spend included?",
                          text)) == {"storage/money"}


def attributes(query: str, text: str) -> list[str]:
    event = RetrievalEvent.model_validate({
        "event_id": "e", "tenant": "t", "query": query, "emitted_at": "2026-01-01T00:00:00Z",
        "chunks": [{"chunk_id": "c", "doc_id": "d", "doc_class": "policy", "text": text}],
    })
    return [c.attribute for c in extract_claims(event.chunks[0], read_query(event))]


def test_a_price_called_a_deposit_is_a_part_payment_not_the_asked_price() -> None:
    query = "How much is the weekend cottage booking?"
    assert subjects(query, "A £75 deposit holds any weekend date.")[0][0] == "deposit:amount"
    assert subjects(query, "We take a deposit of £75 when you book.")[0][0] == "deposit:amount"
    assert subjects(query, "A weekend at the cottage is £320.")[0][0] == ""
    # one price a deposit, one not: the sentence states the price
    assert subjects(query, "A weekend is £320, with a £75 deposit.")[0][0] == ""
    # a question asking the deposit keeps it as its answer
    assert subjects("How much deposit does the weekend cottage booking need?",
                    "A £75 deposit holds any weekend date.")[0][0] == ""
