"""A Q/A answer under a question about another thing is set aside (``qa_subjects``)."""

from __future__ import annotations

from workers.engine.claims import Claim
from workers.engine.qa_subjects import other_answers_dropped
from workers.engine.reading import read_text
from workers.engine.values import Value

QUERY = "How much is a guided cave tour?"


def _claims(text: str) -> list[Claim]:
    values: list[Value] = [v for v in read_text(text).values if v.field == "money"]
    return [Claim(subject="", attribute="price", facets=(), values={"money": v},
                  snippet=text, position=v.start, qualifier_terms=frozenset(),
                  mentions=frozenset(), asides=frozenset(), snippets={"money": text})
            for v in values]


def _kept(text: str) -> list[str]:
    out = other_answers_dropped([(text, _claims(text))], QUERY)
    return [v.display for c in out[0][1] for v in c.values.values()]


def test_an_answer_to_a_question_about_another_thing_is_dropped() -> None:
    assert _kept("Q: Can I borrow a head torch? A: Yes, £2 for the day.") == []


def test_an_answer_sharing_a_word_with_the_query_stays() -> None:
    assert _kept("Q: What does the tour cost? A: £14 per adult.") == ["14.00 GBP per adult"]
    assert _kept("Q: Any discounts? A: Guided groups pay £11 each.") == ["11.00 GBP"]


def test_text_that_is_no_qa_page_is_untouched() -> None:
    assert _kept("Head torches can be borrowed for £2.") == ["2.00 GBP"]
