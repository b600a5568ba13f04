"""A percentage written as a share of a sum answers a question for money."""

from __future__ import annotations

import pytest

from workers.engine import Policy
from workers.engine.share_of_sum import share_of_sum
from workers.engine.values import Value

from .conftest import chunk, event, run


def _percent(surface: str) -> Value:
    return Value("quantity", surface, surface, 0, "percent", float(surface.rstrip("%")))


@pytest.mark.parametrize(
    ("sentence", "surface", "expected"),
    [("Late returns cost 15% of the weekly rental fee.", "15%", True),
     ("Storage after day 30 is billed at 8% of the original crate and delivery cost.", "8%",
      True),
     ("Paint costs went up 6% this year.", "6%", False),
     ("VAT at 20% applies to every fee.", "20%", False),
     ("About 40% of customers pay the fee.", "40%", False),
     ("Cancelling late costs 30% of the nightly rate.", "30%", True),
     ("The agency takes 15% of the tutor's first-term salary.", "15%", True),
     ("Sellers pay an 8% listing fee on each sale.", "8%", True),
     ("The booking fee is 5% when paying by card.", "5%", True),
     ("Members get 10% off the fee.", "10%", False),
     ("Fees rose by 4% in March.", "4%", False),
     ("Storm cancellations get a 75% refund of the booking charge.", "75%", True),
     ("A 25% deposit of the total secures the date.", "25%", True),
     ("Half the work, 40% of the quote, is invoiced up front.", "40%", True),
     ("A 15% refund rate of customers is normal.", "15%", False),
     # a deposit is a share of the price paid first, with or without "of the price"
     ("Ask for a 40% deposit when the design is signed off.", "40%", True),
     ("Our deposit is 40% for every custom order.", "40%", True),
     ("Deposits rose by 5% last year.", "5%", False)],
)
def test_which_percentages_are_shares_of_a_sum(
    sentence: str, surface: str, expected: bool
) -> None:
    assert share_of_sum(_percent(surface), sentence) is expected


def test_a_money_value_is_never_a_share() -> None:
    assert not share_of_sum(Value("money", "£5", "£5", 0, "", 5.0), "£5 of the fee")


def test_two_shares_of_one_sum_disagree_on_the_charge(policy: Policy) -> None:
    res = run(policy, event(
        "What is the late-return charge for a hired marquee?",
        chunk("a", "Marquee late returns are charged at 15% of the weekly hire price.",
              "price_sheet"),
        chunk("b", "Late return of a marquee: 20% of the weekly hire price per day.",
              "team_wiki"),
        chunk("c", "Hire prices rose 6% in spring.", "meeting_notes"),
    ))
    assert [{c.chunk_id for c in r.chunks} for r in res.conflicts] == [{"a", "b"}]


def test_two_percentage_fees_disagree_on_the_fee(policy: Policy) -> None:
    res = run(policy, event(
        "What booking fee is added to a concert ticket?",
        chunk("a", "A 12% booking fee is added to every concert ticket.", "team_wiki"),
        chunk("b", "Concert tickets: the booking fee is 15 per cent.", "team_wiki"),
        chunk("c", "Concert ticket sales rose 6% in spring.", "meeting_notes"),
    ))
    assert [{c.chunk_id for c in r.chunks} for r in res.conflicts] == [{"a", "b"}]
