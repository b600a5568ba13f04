"""Date bases told as a clause: the verb names the event a period counts from."""

from __future__ import annotations

import pytest

from workers.engine.fields import basis
from workers.engine.fields.scan import scan
from workers.engine.fields.spans import Taken


def anchors(text: str) -> list[str]:
    return [v.display for v in basis.extract(scan(text), Taken())]


@pytest.mark.parametrize(
    ("text", "anchor"),
    [
        ("Claims are lodged within 30 days of the date the fine was issued.", "invoice"),
        ("You have 10 days from when you got the letter to reply.", "delivery"),
        ("Objections within 21 days of the date we inform you of the decision.", "notification"),
        ("A refund is possible within 30 days of buying your ticket.", "purchase"),
        ("Swaps within 14 days of placing an order are free.", "purchase"),
        ("Changes are free within 48 hours of making a reservation.", "booking"),
        ("Complaints must reach us within 7 days from the end of the tour.", "end"),
        ("Payment is due 30 days from the day the goods were shipped.", "shipment"),
        ("A decision follows within 14 days of submitting your claim.", "submission"),
        ("Final payment falls due 45 days after the date of booking.", "booking"),
        ("The certificate follows within 3 days of the inspection.", "inspection"),
        ("Licences run 2 years from the date you apply.", "submission"),
        ("Bikes come back within 2 hours of the rental end date.", "end"),
        ("Vans are checked in within 1 hour of the hire end date.", "end"),
        ("Insurance runs from the hire start date.", "start"),
        ("Deposits are kept until 7 days after the tenancy start date.", "start"),
    ],
)
def test_clause_names_the_anchor(text: str, anchor: str) -> None:
    assert anchors(text) == [anchor]


def test_a_clause_and_a_noun_for_one_event_agree() -> None:
    assert anchors("within 30 days of the date the goods were delivered") == \
        anchors("within 30 days of delivery")


def test_an_unknown_verb_names_no_anchor() -> None:
    assert anchors("within 30 days of the date the committee meets") == []


def test_a_noun_already_read_is_not_read_again() -> None:
    assert anchors("within 30 days from the date of the order") == ["purchase"]


def test_in_order_of_appearance() -> None:
    text = "Returns within 14 days of delivery, or 30 days of placing your order for members."
    assert anchors(text) == ["delivery", "purchase"]


def test_an_anchor_word_before_a_calendar_period_only_names_which_one() -> None:
    assert anchors("Statements are settled within 45 days from the end of the billing month.") \
        == ["end"]
    assert anchors("Settle within 45 days of the end of the month of billing.")[0] == "end"
    assert anchors("Settle within 45 days of billing.") == ["invoice"]
