"""A clause a present-time adverb opens speaks of today and answers no question about the past.
The texts are invented."""

from __future__ import annotations

import pytest

from workers.engine.claims import extract_claims
from workers.engine.present_clauses import past_answers, present_spans
from workers.engine.query import read_query
from workers.engine.values import Value

from .conftest import chunk, event


def _at(text: str, surface: str) -> Value:
    start = text.index(surface)
    return Value("quantity", surface, surface, start, "count", 1.0)


@pytest.mark.parametrize(
    ("text", "dropped"),
    [
        ("the 1911 loom had 4 shuttles, and today looms carry 12 shuttles", True),
        ("the 1911 loom had 4 shuttles; nowadays 12 shuttles are usual", True),
        ("the 1911 loom had 4 shuttles. Today, mills run 12 shuttles.", True),
        ("the 1911 loom had 4 shuttles but now most have 12 shuttles", True),
        ("the 1911 loom, now in a museum, had 12 shuttles", False),  # an aside, closed
        ("the 1911 loom had 12 shuttles, known to weavers as a full set", False),  # no opener
        ("the loom's 12 shuttles are still there today", False),  # "today" opens nothing
    ],
)
def test_a_value_in_a_present_clause(text: str, dropped: bool) -> None:
    value = _at(text, "12 shuttles")
    assert past_answers(text, 0, [value], past=True) == ([] if dropped else [value])


def test_a_question_about_the_present_reads_it() -> None:
    text = "the 1911 loom had 4 shuttles, and today looms carry 12 shuttles"
    value = _at(text, "12 shuttles")
    assert past_answers(text, 0, [value], past=False) == [value]


def test_a_list_of_numbers_stays_in_its_clause() -> None:
    text = "Once 4; today you can buy 6, 12 or 16 shuttle looms."
    (start, end), = present_spans(text)
    assert text[start:end].endswith("16 shuttle looms")


def test_the_present_clause_is_no_claim() -> None:
    query = "How many shuttles did the first Hollins loom of 1911 have?"
    text = ("Re: old looms — the first Hollins loom of 1911 had four shuttles, and today "
            "you can get 6 and 12 shuttle looms.")
    ev = event(query, chunk("c1", text))
    assert [v.display for c in extract_claims(ev.chunks[0], read_query(ev))
            for v in c.values.values()] in ([], ["4"], ["four"], ["4 shuttle"])
