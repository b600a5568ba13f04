"""A sentence answering a question the text asks just before it, or a cell after cells
naming the query's names, answers under the query's words."""

from __future__ import annotations

import pytest

from workers.engine.answer_context import answers_asked_context
from workers.engine.query import read_query
from workers.engine.reading import read_text

from .conftest import chunk, event


def _answering(query: str, text: str) -> list[bool]:
    view = read_query(event(query, chunk("a", text)))
    return [answers_asked_context(text, s, view) for s in read_text(text).sentences if s.values]


@pytest.mark.parametrize(
    ("query", "text", "expected"),
    [
        # a question sharing the query's words, answered at once on its line
        ("What bond is held for a canal boat hired in Ghent?",
         "How much is the bond for a canal boat in Ghent? 400 EUR, paid by card.", [True]),
        # the question shares no word with the query
        ("What bond is held for a canal boat hired in Ghent?",
         "How much is parking at the marina? 12 EUR a night.", [False]),
        # cells before a value naming the query's name, or only its common words
        ("What is the agreed day rate for Quillon Partners at Harbour Hall?",
         "Venue rates 2026 | Quillon Partners | Harbour Hall | Day rate | £640", [True]),
        ("What deposit is needed to book a canal boat?",
         "Canal boat hire | £1,150 | includes fuel and mooring", [False]),
        # a sentence with no question before it on its line
        ("What bond is held for a canal boat hired in Ghent?",
         "Canal boats in Ghent.\nThe bond is 400 EUR.", [False]),
    ],
)
def test_which_sentences_answer_under_the_query(query: str, text: str,
                                                expected: list[bool]) -> None:
    assert _answering(query, text) == expected
