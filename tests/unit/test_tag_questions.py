"""A statement closed by a tag question or a hedge states its values (``tag_questions``)."""

from __future__ import annotations

import pytest

from workers.engine.tag_questions import asks

from .conftest import slot_answers


@pytest.mark.parametrize(
    "sentence",
    ["The ferry first sailed in 1911, didn't it?",
     "Ada Lund opened the bakery in 1902, did she not?",
     "The lighthouse was lit in 1874, I think?",
     "It was 1890, right?"])
def test_a_tagged_statement_does_not_ask(sentence: str) -> None:
    assert not asks(sentence)


@pytest.mark.parametrize(
    "sentence",
    ["When did the ferry first sail?",
     "Did the ferry first sail in 1911?",
     "Was it 1911 or 1912, or is that the second ferry?"])
def test_a_question_asks(sentence: str) -> None:
    assert asks(sentence)


def test_a_tagged_statement_answers_the_question() -> None:
    query = "In what year did Ada Lund open the Harrow bakery?"
    assert slot_answers(query, "Ada Lund opened the Harrow bakery in 1902, didn't she?") \
        == ["1902"]
    assert slot_answers(query, "Did Ada Lund open the Harrow bakery in 1902?") == []
