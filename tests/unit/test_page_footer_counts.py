"""A page's answer count that closes a Q/A text is the page's footer, never an answer."""

from __future__ import annotations

from workers.engine import Policy

from .conftest import sentence_answers, web_conflict_sets

QUESTION = "How many answers does the Vell oracle ball give?"


def test_a_closing_answer_count_is_no_answer() -> None:
    assert sentence_answers(
        QUESTION, "Q: how many answers in the Vell ball? A: Twelve: six yes and six no. 9 answers"
    ) == ["Twelve"]
    assert sentence_answers(QUESTION, "The Vell oracle ball gives 12 answers.") == ["12"]


def test_a_footer_makes_no_conflict(policy: Policy) -> None:
    assert web_conflict_sets(
        policy, QUESTION,
        "Vell oracle ball | Maker: Orrin Toys | Answers: 12",
        "Q: how many answers in the Vell ball? A: Twelve: six yes and six no. 9 answers",
    ) == []
