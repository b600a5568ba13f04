""""What is the last day to …?" asks a deadline, as "By what date …?" does."""

from __future__ import annotations

from schemas import RetrievalEvent
from workers.engine.query import read_query


def _focus(query: str) -> str:
    return read_query(RetrievalEvent.model_validate(
        {"event_id": "e", "query": query, "chunks": []})).focus


def test_the_last_day_asks_a_deadline() -> None:
    assert _focus("What is the last day to withdraw from the rowing course for a refund?") \
        == "deadline"
    assert _focus("When's the latest date to cancel the hall for a refund?") == "deadline"


def test_a_question_naming_no_last_day_keeps_its_focus() -> None:
    assert _focus("What is the refund for withdrawing from the rowing course?") != "deadline"


def test_a_last_day_naming_no_attribute_is_left_to_its_when_slot() -> None:
    assert _focus("What is the last day to enter the autumn regatta?") != "deadline"
