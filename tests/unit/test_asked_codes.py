"""A what/which question about a code asks for an identifier, not a name."""

from __future__ import annotations

import pytest

from workers.engine.asked_codes import asks_code
from workers.engine.questions import read_slot


def _words(question: str) -> list[str]:
    return question.lower().replace("?", "").split()


@pytest.mark.parametrize("question", [
    "Which discount code do members enter at checkout?",
    "What is the tariff code for imported bicycles?",
    "Which codes apply to a late return?",
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
