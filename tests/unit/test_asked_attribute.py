"""A clause that names the query's one attribute before its value, or a value that quantifies
it ("45 days' notice"), states that attribute."""

from __future__ import annotations

import pytest

from workers.engine import Policy
from workers.engine.asked_attribute import names_asked_before, quantifies_asked
from workers.engine.query import read_query
from workers.engine.reading import read_text

from .conftest import chunk, event, run


def _rekeyed(query: str, text: str) -> list[bool]:
    """For each valued sentence of ``text``: would it be keyed under the query's attribute?"""
    view = read_query(event(query, chunk("a", text)))
    return [names_asked_before(text, s, view, {v.field: v for v in s.values})
            for s in read_text(text).sentences if s.values]


@pytest.mark.parametrize(
    ("query", "text", "expected"),
    [
        # the asked word opens the clause; another attribute word stands nearer the value
        ("How many days does a tenant have to respond to a damp report?",
         "Responding to a damp report: upload photos within 6 days of the report.", [True]),
        ("What are the payment terms for catering invoices?",
         "Catering: payment is due 21 days after the event.", [True]),
        # the asked word only after the value, or in an earlier clause, or in a condition
        ("What are the payment terms for catering invoices?",
         "Deposits are due 21 days before the event, with payment on the day.", [False]),
        ("How long is the warranty on a garden pump?",
         "The warranty excludes seals and hoses, which carry over a 3-month cover.", [False]),
        ("What are the payment terms for catering invoices?",
         "If you pay 10% upfront, the booking is confirmed.", [False]),
        # an identifier measures its kind
        ("What are the payment terms for catering invoices?",
         "Payment reference CT-4410 goes on every remittance.", [False]),
    ],
)
def test_which_sentences_the_asked_attribute_keys(query: str, text: str,
                                                  expected: list[bool]) -> None:
    assert _rekeyed(query, text) == expected


def test_a_query_with_two_attributes_keys_by_kind_instead() -> None:
    assert _rekeyed("What is the cancellation fee and the refund window for a workshop?",
                    "Cancellation requests are due 5 days before the workshop.") == [False]


def test_two_texts_on_the_asked_attribute_meet_whatever_word_is_nearer(policy: Policy) -> None:
    res = run(policy, event(
        "How many days does a tenant have to respond to a damp report?",
        chunk("a", "Responding to a damp report: upload photos within 6 days of the report.",
              "policy"),
        chunk("b", "Tenants have 10 days from the report to respond to a damp report.",
              "team_wiki"),
        chunk("c", "A call-out fee of £40 applies to each missed repair visit.", "policy"),
    ))
    (record,) = res.conflicts
    assert sorted(c.chunk_id for c in record.chunks) == ["a", "b"]


def _quantified(query: str, text: str) -> list[bool]:
    """For each valued sentence of ``text``: is its first value a quantity of the asked
    attribute (``quantifies_asked``)?"""
    view = read_query(event(query, chunk("a", text)))
    return [quantifies_asked(text, s, view, {v.field: v for v in s.values})
            for s in read_text(text).sentences if s.values]


@pytest.mark.parametrize(
    ("query", "text", "expected"),
    [
        # the noun phrase right after the value, by possessive or "of", names the attribute
        ("How many days' notice does a tenant give to end a garage lease?",
         "Garage tenants may quit on 45 days' notice at any time.", [True]),
        ("How many days of study leave do junior chemists get?",
         "Junior chemists receive six days of paid study leave per year.", [True]),
        # the attribute word inside the value's own words
        ("How many paid study days do junior chemists get?",
         "Junior chemists receive six paid study days per leave year.", [True]),
        # a query naming two attributes: the value's words name its focus (the first)
        ("How many paid training days a year do Kelbrook lab assistants get for safety "
         "courses?",
         "3.4 Lab assistants receive five paid training days each holiday year.", [True]),
        ("How many paid training days a year do Kelbrook lab assistants get for safety "
         "courses?",
         "Lab assistants take five days each holiday year.", [False]),
        # the attribute word elsewhere in the sentence, or no possessive/"of" phrase
        ("How many days' notice does a tenant give to end a garage lease?",
         "Garage tenants may quit after 45 days, with notice in writing.", [False]),
        ("How many days of study leave do junior chemists get?",
         "Junior chemists wait 90 days of probation before leave accrues.", [False]),
    ],
)
def test_a_value_quantifying_the_asked_attribute(query: str, text: str,
                                                 expected: list[bool]) -> None:
    assert _quantified(query, text) == expected


def test_quantities_of_the_asked_attribute_meet(policy: Policy) -> None:
    res = run(policy, event(
        "How many days' notice does a tenant give to end a garage lease?",
        chunk("a", "Garage tenants can leave on 45 days' notice at any time.", "team_wiki"),
        chunk("b", "Ending a garage lease: 90 days' written notice.", "team_wiki"),
    ))
    (record,) = res.conflicts
    assert sorted(c.chunk_id for c in record.chunks) == ["a", "b"]


def test_paid_days_in_a_holiday_year_meet_paid_days_a_year(policy: Policy) -> None:
    res = run(policy, event(
        "How many paid training days a year do Kelbrook lab assistants get for safety courses?",
        chunk("a", "3.4 Lab assistants receive five paid training days each holiday year for "
                   "safety courses.", "hr_handbook", source_tier="primary"),
        chunk("b", "Lab assistants get 3 paid training days per year for safety courses.",
              "team_wiki", source_tier="secondary"),
    ))
    (record,) = res.conflicts
    assert sorted(c.chunk_id for c in record.chunks) == ["a", "b"]


def test_the_asked_attribute_before_the_value_puts_a_sentence_on_topic(policy: Policy) -> None:
    """"shall pay" shares no stem with "paid", but names the asked attribute before its
    value: the sentence answers the question though it writes none of its other words."""
    res = run(policy, event(
        "Within how long are royalties paid to illustrators?",
        chunk("a", "The Studio shall pay all sums due within 60 days of each statement.",
              "contract"),
        chunk("b", "Illustrator royalties are paid within 45 days of the statement.",
              "team_wiki"),
    ))
    (record,) = res.conflicts
    assert sorted(c.chunk_id for c in record.chunks) == ["a", "b"]
