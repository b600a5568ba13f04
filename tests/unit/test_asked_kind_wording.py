"""The asked kind (``asked.py``): a share of a fee, a second ask led by a preposition; and
the same period counted from two date bases (``fields/basis.py``)."""

from __future__ import annotations

import pytest

from workers.engine import Policy
from workers.engine.asked import MONEY, PERIOD, SHARE, WHEN, asked_fields
from workers.engine.slot_kinds import asked_kind

from .conftest import conflict_sets


@pytest.mark.parametrize(
    ("query", "fields"),
    [
        ("What share of the design fee is billed at handover?", SHARE),
        ("What proportion of the grant may pay for travel?", SHARE),
        ("What is the design fee for a loft conversion?", MONEY),
        ("How many days does a tenant have to object to a service charge, and from when?",
         None),
        ("What deposit secures a kitchen order, and over how many months is the rest paid?",
         None),
        ("What deposit secures a kitchen order over six months?", MONEY),
        ("How soon is the security deposit on a rented van returned?", PERIOD),
        ("What is the last day to cancel a course and still get half the fee back?", WHEN),
        # "day" before a noun is its modifier: a day rate is no date
        ("What day is the recycling collected in Elm Street?", WHEN),
        ("What day of the month is the rent due?", WHEN),
        ("What day rate is a locum vet paid for weekend cover?", None),
        # a question for a year asks for no money, whatever money word it writes
        ("In what year was Quick Charge renamed Rapid Pay?", None),
        ("What year was the toll on the Selwick bridge abolished?", None),
        ("What is the toll fee on the Selwick bridge this year?", MONEY),
        # how much asked of a payment, its auxiliary right after it, asks for money
        ("How much did the Orvik museum pay for the Lund sextant?", MONEY),
        ("How much did the Lund sextant sell for at Brask's in 1998?", MONEY),
        ("How much does a junior ferry pilot earn in Orkney?", MONEY),
        ("How much did the Lund sextant weigh?", None),
        ("How much notice must a tenant give before paying the rent late?", None),
    ],
)
def test_wording_that_changes_the_asked_kind(query: str, fields: frozenset[str] | None) -> None:
    assert asked_fields(query) == fields


def test_a_share_of_a_fee_compares_the_shares(policy: Policy) -> None:
    sets = conflict_sets(
        policy, "What share of the design fee is billed at handover?",
        chunk_of("a", "Design fee schedule | Handover | 40% of the total design fee"),
        chunk_of("b", "Studio guide: at handover we bill 35% of the design fee."),
    )
    assert sets == [{"a", "b"}]


def test_a_second_ask_after_a_preposition_keeps_its_values(policy: Policy) -> None:
    sets = conflict_sets(
        policy, "What deposit is taken to start a sofa payment plan, and over how many "
        "monthly instalments is the balance spread?",
        chunk_of("a", "Sofa payment plans spread the balance remaining after the deposit "
                 "over 12 monthly instalments."),
        chunk_of("b", "Finance notes: the sofa balance goes over 10 monthly payments."),
    )
    assert sets == [{"a", "b"}]


def chunk_of(chunk_id: str, text: str) -> dict[str, str]:
    """An undated team_wiki chunk of its own document."""
    return {"chunk_id": chunk_id, "doc_id": f"doc-{chunk_id}", "text": text,
            "doc_class": "team_wiki"}


def test_the_same_period_from_an_invoice_and_from_completion_differs(policy: Policy) -> None:
    sets = conflict_sets(
        policy, "Within how many days must a private tenant settle the balance for a boiler "
        "repair, and counted from when?",
        chunk_of("a", "4.1 Any balance for boiler repairs is payable within 21 days of the "
                 "completion of the repair."),
        chunk_of("b", "Thanks for your message - the balance is due within 21 days from the "
                 "date on your invoice, so no need to pay now."),
    )
    assert sets == [{"a", "b"}]


def test_how_soon_a_deposit_comes_back_compares_the_periods(policy: Policy) -> None:
    sets = conflict_sets(
        policy, "How soon is the security deposit on a rented van returned?",
        chunk_of("a", "4.2 The security deposit is returned within 10 days of the van's return."),
        chunk_of("b", "Van hire FAQ: deposits come back within 14 days of drop-off."),
    )
    assert sets == [{"a", "b"}]


@pytest.mark.parametrize(
    ("query", "kind"),
    [
        ("what is the round tower of a windmill called?", "name"),
        ("what were the drying sheds of a tannery known as?", "name"),
        ("what is the width of the tower called mill no. 3?", "measure"),
        ("what is the tower called?", "name"),
        ("how much is the tower called the lantern?", "amount"),
        ("what is the tool called that cuts the cheese into rosettes?", "name"),
        ("what is the hall called where the looms stood?", "name"),
    ],
)
def test_a_what_question_ending_on_its_naming_verb_asks_a_name(query: str, kind: str) -> None:
    assert asked_kind(query, query.rstrip("?").split()) == kind


def test_a_period_beside_a_price_paid_is_context(policy: Policy) -> None:
    sets = conflict_sets(
        policy, "How much did Ada Lund pay for the first seat on the Orvik ferry?",
        chunk_of("a", "Ada Lund paid $50 for the first seat; the ferry ran for three months."),
        chunk_of("b", "The Orvik ferry seat cost Ada Lund $50, for a crossing of 40 minutes."),
    )
    assert sets == []
