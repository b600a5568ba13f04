"""Periods anchored by a clause with its own subject ("after you book"), a public holiday
named in a question, and a case the question names against a rule for any case."""

from __future__ import annotations

import pytest

from workers.engine import Policy
from workers.engine.fields import basis
from workers.engine.fields.basis_events import bases_differ
from workers.engine.fields.scan import scan
from workers.engine.fields.spans import Taken
from workers.engine.query import read_query
from workers.engine.values import Value

from .conftest import chunk, event, run


def bases(text: str) -> list[Value]:
    return basis.extract(scan(text), Taken())


@pytest.mark.parametrize(
    ("text", "key"),
    [
        ("The last instalment falls due 8 weeks after you order.", "purchase"),
        ("Fittings must be paid for 10 days after we approve the plans.", "approval"),
        ("Keys go back 3 days following the tenant signs the inventory.", "signing"),
        ("Cancel free of charge up to 72 hours before you travel.", "before ?travel"),
        ("Rooms are held for 30 minutes after the guest checks in.", "?checks"),
        ("Fees are refunded 5 working days after you have cancelled.", "cancellation"),
    ],
)
def test_a_subject_and_its_verb_after_a_period_name_its_event(text: str, key: str) -> None:
    (found,) = bases(text)
    assert found.exact == key


@pytest.mark.parametrize(
    ("text", "verb"),
    [
        ("After you book, we send 2 reminder emails.", "book"),  # no period before it
        ("Storage costs £4 for 3 days after the flood receded.", "receded"),  # no party
        ("The course lasts 6 weeks after you can swim.", "swim"),  # a modal, no act
    ],
)
def test_no_clause_of_a_party_reads_nothing(text: str, verb: str) -> None:
    assert not [v for v in bases(text) if verb in v.surface]


def test_a_clause_counted_back_differs_from_one_counted_on() -> None:
    (back,) = bases("Pay the rest 6 weeks before the ceremony.")
    (on,) = bases("Pay the rest 6 weeks after you book.")
    assert bases_differ(back, on, 0.0)


def test_an_unknown_act_agrees_with_any_event_counted_the_same_way() -> None:
    (told,) = bases("We hold parcels for 14 days from when you drop them off.")
    (named,) = bases("Parcels are held for 14 days from the collection date.")
    assert not bases_differ(told, named, 0.0)


def test_a_public_holiday_in_a_question_names_a_day_not_leave() -> None:
    def focus(query: str) -> str:
        return read_query(event(query)).focus
    assert focus("What does a kayak hire cost on a public holiday?") != "leave"
    assert focus("How many days of holiday do cleaners get?") == "leave"


def test_the_case_the_question_names_beats_a_rule_for_any_case(policy: Policy) -> None:
    res = run(policy, event(
        "How much is a kayak hire on a public holiday weekend?",
        chunk("any", "Kayak hire, any day of the week: £30 per session.", "price_sheet",
              doc_id="prices"),
        chunk("ph", "Public holiday weekends: kayak hire £38 per session.", "price_sheet",
              doc_id="prices"),
    ))
    (record,) = res.conflicts
    assert record.rule_applied == ["specificity"]
    assert record.winner == "ph"
