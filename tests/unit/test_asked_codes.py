"""A what/which question about a code asks for an identifier, not a name."""

from __future__ import annotations

import pytest

from workers.engine import Policy
from workers.engine.asked import asked_fields
from workers.engine.asked_codes import asks_code, asks_coded
from workers.engine.questions import read_slot

from .conftest import chunk, conflict_sets


def _words(question: str) -> list[str]:
    return question.lower().replace("?", "").split()


@pytest.mark.parametrize("question", [
    "Which discount code do members enter at checkout?",
    "What is the tariff code for imported bicycles?",
    "Which codes apply to a late return?",
    "Which queue ID do urgent refund tickets go to?",
    "What is the tenant identifier for the Leeds office?",
    "What is the policy number of the club's minibus insurance?",
    "What is the licence number for the venue's alcohol sales?",
])
def test_a_code_question_asks_a_code(question: str) -> None:
    assert asks_code(_words(question))


@pytest.mark.parametrize("question", [
    "Which terminal does the night bus leave from?",
    "What language is spoken in the code of conduct training?",
    "Who wrote the code of the first compiler?",
])
def test_other_questions_ask_no_code(question: str) -> None:
    assert not asks_code(_words(question))


def test_a_code_question_has_no_name_slot() -> None:
    assert read_slot("Which discount code do members enter at checkout?").kind == ""
    assert read_slot("Which terminal does the night bus leave from?").kind == "name"


@pytest.mark.parametrize("question", [
    "Which form do tenants fill in to report damp?",
    "Which boiler model is fitted in the flats?",
])
def test_which_form_or_model_asks_its_code(question: str) -> None:
    assert asks_coded(_words(question))
    assert asked_fields(question) == frozenset({"identifier"})


@pytest.mark.parametrize("question", [
    "Which form of payment does the kiosk take?",  # a kind of payment
    "What model of bicycle won the race?",
    "Under which name is the Acme Models kit sold?",  # "Models" is part of a name
    "What is the model railway club's address?",
])
def test_a_form_or_model_not_asked_for_is_no_code(question: str) -> None:
    assert not asks_coded(_words(question))


def test_two_queue_ids_for_one_ticket_kind_disagree(policy: Policy) -> None:
    assert read_slot("Which queue ID do urgent refund tickets go to?").kind == ""
    assert conflict_sets(
        policy, "Which queue ID do urgent refund tickets go to?",
        chunk("a", "4.2 Urgent refund tickets are routed to queue RF-URG-2."),
        chunk("b", "Urgent refund tickets go to queue RF-URG-9 from Monday.", "team_wiki"),
    ) == [{"a", "b"}]


def test_a_register_s_number_question_reads_no_name_slot(policy: Policy) -> None:
    query = "What is the policy number of the club's minibus insurance?"
    assert read_slot(query).kind == ""
    sched = chunk("sched", "Schedule of cover\nPolicy number: MBX-220913-A", "contract",
                  doc_id="minibus-schedule", source_tier="primary")
    wiki = chunk("wiki", "Minibus insurance policy no. MBX-220931-A - keep it in the glovebox.",
                 "team_wiki", doc_id="drivers-wiki", source_tier="secondary")
    assert conflict_sets(policy, query, sched, wiki) == [{"sched", "wiki"}]
