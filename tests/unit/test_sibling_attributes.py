"""A sentence keyed by a sibling of the asked attribute ("falls due" for a payment, "refunded
at" for what is paid) answers the asked attribute when the sibling word stands before a value
of a kind the pair shares."""

from __future__ import annotations

import pytest

from workers.engine import Policy
from workers.engine.query import read_query
from workers.engine.reading import read_text
from workers.engine.sibling_attributes import SIBLINGS, answers_as_sibling

from .conftest import chunk, conflict_sets, event, run


def _rekeyed(query: str, text: str) -> list[bool]:
    """For each valued sentence of ``text``: would the sibling rule key it by the query's
    attribute?"""
    view = read_query(event(query, chunk("a", text)))
    return [answers_as_sibling(text, s, view, {v.field: v for v in s.values})
            for s in read_text(text).sentences if s.values]


@pytest.mark.parametrize(
    ("query", "text", "expected"),
    [
        # the sibling word governs a value of a shared kind
        ("When must the hall hire balance be paid?",
         "The outstanding hall balance falls due 30 days after the booking.", [True]),
        ("What rate does the charity pay volunteers for using their own bikes?",
         "Volunteer cycling is reimbursed at 12p per mile.", [True]),
        ("What does a club member pay for a day of court hire?",
         "Court hire is charged to members at £20 per day.", [True]),
        # the sibling word only after the value: another thing's period
        ("When must the hall hire balance be paid?",
         "Hall reminders are sent three days before the due date.", [False]),
        # a kind the pair does not share: a reimbursement's period is not a payment rate
        ("What rate does the charity pay volunteers for using their own bikes?",
         "Volunteer receipts are reimbursed within 14 days.", [False]),
        # no sibling: a refund is not a payment
        ("When must the hall hire balance be paid?",
         "Hall deposits are refunded 10 days after the event.", [False]),
    ],
)
def test_which_sentences_a_sibling_keys(query: str, text: str, expected: list[bool]) -> None:
    assert _rekeyed(query, text) == expected


def test_siblings_are_pairs_with_shared_kinds() -> None:
    assert all(len(pair) == 2 and kinds for pair, kinds in SIBLINGS.items())


def test_a_due_date_and_a_payment_period_meet(policy: Policy) -> None:
    res = run(policy, event(
        "When must the hall hire balance be paid?",
        chunk("a", "The hall hire balance shall be paid 30 days before the event.", "policy"),
        chunk("b", "Hall hire: the balance falls due 45 days before the event.", "policy"),
        chunk("c", "Hall reminders are sent three days before the due date.", "team_wiki"),
    ))
    (record,) = res.conflicts
    assert sorted(c.chunk_id for c in record.chunks) == ["a", "b"]


def test_a_row_amount_under_the_asked_rows_words_is_the_paid_rate(policy: Policy) -> None:
    """A price sheet's row ("Court 2, league teams | £30 per hour") names no attribute, but
    its label cell shares the question's words: its amount rivals the rate a text says is
    paid, and is no other price."""
    query = "What hourly rate does the league team pay for court 2?"
    records = run(policy, event(
        query,
        chunk("agr", "Clause 4. The team shall pay £24 per hour for court 2 on Mondays.",
              doc_class="contract", source_tier="primary"),
        chunk("sheet", "Court 2, league teams | £30 per hour", doc_class="price_sheet",
              source_tier="primary"),
    )).conflicts
    assert [{c.chunk_id for c in r.chunks} for r in records] == [{"agr", "sheet"}]
    # a row whose label shares no word of the question stays another price
    records = run(policy, event(
        query,
        chunk("agr", "Clause 4. The team shall pay £24 per hour for court 2 on Mondays.",
              doc_class="contract", source_tier="primary"),
        chunk("sheet", "Equipment store | £30 per hour", doc_class="price_sheet",
              source_tier="primary"),
    )).conflicts
    assert records == []


def test_a_priced_row_cell_meets_the_asked_price_of_a_two_part_question(policy: Policy) -> None:
    query = "What is the trade price per kilo of walnut kernels for bakery accounts?"
    sheet = chunk("sheet", "Bakery trade | Walnut kernels | £9.40/kg | min. 3 kg per drop",
                  "price_sheet", doc_id="trade-prices", source_tier="primary")
    deal = chunk("deal", "4.2 Walnut kernels are supplied to the Account at £8.90 per kg under"
                 " this agreement.", "contract", doc_id="bakery-agreement", source_tier="primary")
    assert conflict_sets(policy, query, sheet, deal) == [{"sheet", "deal"}]
