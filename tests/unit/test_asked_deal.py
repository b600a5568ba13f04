"""The asked transaction: money answers a question about one deal (a purchase, a fine, a
face value) only where it is tied to that deal (its clause, its row's label or its Q/A
question names it), or equals money so tied; money its own words give to another
transaction (tickets, a paperback, a valuation, a dose) answers nothing."""

from __future__ import annotations

import pytest

from workers.engine import Policy
from workers.engine.asked_deal import Deal, asked_deal, tied
from workers.engine.query import read_query
from workers.engine.values import Value

from .conftest import chunk, event, run


def _deal(query: str) -> Deal | None:
    return asked_deal(read_query(event(query, chunk("a", "x"))))


@pytest.mark.parametrize(
    ("query", "gated"),
    [("How much did Facebook pay for Instagram?", True),
     ("How much was John Scopes fined at the 1925 Scopes trial?", True),
     ("What is the face value of the Inverted Jenny stamp?", True),
     ("What price was paid for the Nelore bull Kaiaque da Serra at Uberaba?", True),
     ("What was the winning bid for the Haldane vase at the 2011 Lyon sale?", True),
     ("What was the hammer price of lot 40 at the Orrin auction?", True),
     ("What was the bid deadline for the Orrin tender?", False),        # no money asked
     ("How much is an adult ticket to the Marisco Aquarium?", False),   # a price: listings
     ("What does the Pro plan cost per seat?", False),
     ("Which bank account should Northwind invoices be paid to?", False),
     ("How much is the fine for littering in Port Aven?", False),      # a tariff, no deal
     ("How much did the first Orrin Weekly cost?", True),               # a price when new
     ("What was the cover price of Marlow Tales #3?", True),
     ("What was the launch price of the Vexa handheld in Japan?", True),
     ("What was the price of the Vexa handheld at its 1994 launch?", True),
     ("What was the price of a Vexa at release?", False),              # no "its" launch
     ("How much did it cost to build the Orrin lighthouse?", False)],   # a project's cost
)
def test_only_a_question_about_one_deal_is_gated(query: str, gated: bool) -> None:
    assert (_deal(query) is not None) is gated


def _money(text: str, surface: str) -> Value:
    at = text.index(surface)
    return Value("money", "x", surface, at)


@pytest.mark.parametrize(
    ("text", "surface", "expected"),
    [("Instagram | Acquired by Facebook: April 2012, US$1 billion", "US$1 billion", True),
     ("Q: how much did facebook buy instagram for? A: $1 billion in cash.", "$1 billion",
      True),
     ("Facebook agrees to acquire Instagram for about $1bn in cash.", "$1bn", True),
     ("Analysts now value Instagram at over $100 billion, a hundred times what Facebook "
      "paid.", "$100 billion", False),                                  # a valuation
     ("Instagram Ads Masterclass — $199, or 3 payments of $69.", "$199", False),
     ("Facebook got Instagram in 2012, then paid $19 billion for WhatsApp.", "$19 billion",
      False),                                                            # another object
     ("The buyer will sell semen at R$ 150 a dose.", "R$ 150 a dose", False)],
)
def test_money_answers_beside_the_asked_purchase(text: str, surface: str, expected: bool) -> None:
    deal = _deal("How much did Facebook pay for Instagram?")
    assert deal is not None
    value = _money(text, surface)
    if "dose" in surface:
        value = Value("money", "150.00 BRL per dose", surface, value.start)
    assert tied(text, value, deal) is expected


@pytest.mark.parametrize(
    ("text", "surface", "expected"),
    [("The Oske rowing club spent £640 on its first racing eight in 1931.", "£640", True),
     ("In 1931 the club spends £640 on a racing eight.", "£640", True),
     ("The Oske rowing club's first racing eight, bought in 1931; tickets £2.", "£2", False)],
)
def test_spending_names_the_asked_purchase(text: str, surface: str, expected: bool) -> None:
    deal = _deal("How much did the Oske rowing club spend on its first racing eight?")
    assert deal is not None
    assert tied(text, _money(text, surface), deal) is expected


def test_a_fine_is_tied_by_its_label_its_question_or_its_verb() -> None:
    deal = _deal("How much was John Scopes fined at the 1925 Scopes trial?")
    assert deal is not None
    for text, surface, expected in [
            ("Scopes trial | Verdict: guilty | Fine: $100 | Overturned 1927", "$100", True),
            ("Q: what was john scopes fined? A: $100, the minimum. The Butler Act allowed "
             "$100 to $500.", "$100 to $500", False),
            ("Judge Raulston fines him one hundred dollars.", "one hundred dollars", True),
            ("Scopes Trial Museum in the basement, free; the play each July, tickets $20.",
             "$20", False)]:
        assert tied(text, _money(text, surface), deal) is expected, text


def test_other_transactions_money_makes_no_conflict(policy: Policy) -> None:
    query = "What is the face value of the Inverted Jenny stamp?"
    result = run(policy, event(
        query,
        chunk("a", "Q: what was the inverted jenny's face value? A: 24 cents, the airmail "
                   "rate. William Robey paid $24 for the whole sheet.", "team_wiki"),
        chunk("b", "Nov 2023 — A single Inverted Jenny sold for $2,006,000 at Siegel.",
              "team_wiki"),
        chunk("c", "Sep 22, 2013 — USPS reissues the Inverted Jenny design as a $2 stamp.",
              "team_wiki"),
        chunk("d", "Inverted Jenny replica block of 4, unused — $9.95.", "team_wiki")))
    assert result.context.status == "clean"
    differ = run(policy, event(
        query,
        chunk("a", "Q: what was the inverted jenny's face value? A: 24 cents, the airmail "
                   "rate.", "team_wiki"),
        chunk("b", "Inverted Jenny | Issued: 1918 | Face value: 30 cents | Copies: 100",
              "team_wiki")))
    assert [c.detected_fields for c in differ.conflicts] == [["money"]]


def test_a_menu_price_answers_no_winning_bid(policy: Policy) -> None:
    query = "What was the winning bid for the Haldane vase at the 2011 Lyon sale?"
    result = run(policy, event(
        query,
        chunk("a", "Haldane vase | Sold: Lyon, March 2011 | Winning bid: €2.4 million",
              "team_wiki"),
        chunk("b", "Café Haldane: vase-shaped dessert €9.50 · coffee €3", "team_wiki")))
    assert result.context.status == "clean"


@pytest.mark.parametrize(
    ("text", "surface", "expected"),
    [("Marlow Tales #3 | Published: 1952 | Cover price: 12¢ | Pages: 52", "12¢", True),
     ("Q: how much did marlow tales 3 cost? A: 12 cents at any newsstand.", "12 cents", True),
     ("June 1952 — Marlow Tales #3 went on sale for $0.12 in drugstores.", "$0.12", True),
     ("Auction results · Marlow Tales #3 CGC 9.2 $86,000", "$86,000", False),   # a resale
     ("Copies of it now sell for about $900, a reprint for $15.", "$900", False),
     ("It was cheap then; a whole year of it cost under $1.40.", "$1.40", False),  # a run
     ("A facsimile edition of Marlow Tales #3 sold for $5.99.", "$5.99", False),
     ("Marlow Weekly digital subscription $39.99 a year.", "$39.99", False),
     ("Marlow Tales #3, good condition, sold $410 (23 bids).", "$410", False),  # an auction
     ("Marlow Tales #3 sold for $0.12 (about 9 pence).", "$0.12", True)],
)
def test_a_price_when_new_is_not_a_later_sale(text: str, surface: str, expected: bool) -> None:
    deal = _deal("What was the cover price of Marlow Tales #3?")
    assert deal is not None
    assert tied(text, _money(text, surface), deal) is expected


def test_resales_make_no_conflict_with_a_price_when_new(policy: Policy) -> None:
    result = run(policy, event(
        "How much did the first issue of the Orrin Weekly cost?",
        chunk("a", "Orrin Weekly | First issue: 4 May 1931 | Cover price: 5¢", "team_wiki"),
        chunk("b", "Q: how much did the first orrin weekly cost? A: 5 cents. Copies now "
                   "sell for over $700. 3 answers", "team_wiki"),
        chunk("c", "Sold 2 weeks ago · Recent sales: Orrin Weekly no. 1 $1,250", "team_wiki"),
        chunk("d", "Orrin Weekly print subscription $29.99 a year", "team_wiki")))
    assert result.context.status == "clean"


def test_todays_prices_make_no_conflict_with_a_launch_price(policy: Policy) -> None:
    result = run(policy, event(
        "What was the price of the Vexa handheld at its 1994 launch?",
        chunk("a", "Vexa handheld | Launch: 2 June 1994 | Launch price: ¥9,800", "team_wiki"),
        chunk("b", "When the Vexa launched in 1994 it sold for ¥9,800.", "team_wiki"),
        chunk("c", "Updated 03/2025 · Vexa handheld, refurbished — £39.99; about ¥7,600 "
                   "in Japan today.", "team_wiki")))
    assert result.context.status == "clean"


@pytest.mark.parametrize(
    ("text", "surface", "expected"),
    [("Mar 2, 2019 — Vale's Harbour at Dusk has reportedly been sold privately for $2 million.",
      "$2 million", False),                              # the owner's named work
     ("WhatsApp was bought for $19 billion in 2014.", "$19 billion", False),
     ("Their cottage in Arden was bought for $5,000 in 1952.", "$5,000", True),
     ("Ada Vale's cottage was sold for $5,000 in 1952.", "$5,000", True),  # a common noun
     ("The Vale cottage was bought for $5,000 in 1952.", "$5,000", True)],  # a determiner
)
def test_a_passive_sale_of_another_named_thing_is_no_answer(
        text: str, surface: str, expected: bool) -> None:
    deal = _deal("How much did Ada Vale and Tom Lund pay for their cottage in Arden?")
    assert deal is not None
    assert tied(text, _money(text, surface), deal) is expected
