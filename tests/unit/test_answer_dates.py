"""A when-question Q&A page's one answer date answers the asked event whatever verb the
answer uses, when its first sentence names the question's subject (``answer_dates``)."""

from __future__ import annotations

import pytest

from workers.engine.answer_dates import sole_answer_date
from workers.engine.event_of_question import question_event
from workers.engine.tied_dates import tied
from workers.engine.values import Value

_LAUNCHED = question_event("When was the Skerry Queen launched?", close=True)


def _date(text: str, surface: str) -> Value:
    return Value("date", surface, surface, text.index(surface), "year")


def _at(text: str, surface: str) -> tuple[int, int]:
    start = text.index(surface)
    return start, start + len(surface)


@pytest.mark.parametrize(
    ("text", "surface", "found"),
    [("Q: when was the ferry launched? A: The ferry went into the water in 1962. 4 answers",
      "1962", True),
     ("Q: when was the ferry launched? A: Built in 1960, the ferry went afloat in 1962.",
      "1962", False),                                          # another year in its sentence
     ("Q: when was the ferry launched? A: The ferry sailed first; it went afloat in 1962.",
      "1962", False),                                          # past the first sentence end
     ("Q: where was the ferry launched? A: At Leith, in 1962.", "1962", False),  # no when
     ("The ferry went into the water in 1962.", "1962", False)],  # no Q&A page
)
def test_the_one_year_of_a_when_answer_s_first_sentence(
        text: str, surface: str, found: bool) -> None:
    assert (sole_answer_date(text, *_at(text, surface)) is not None) is found


@pytest.mark.parametrize(
    ("text", "surface", "answers"),
    [("Q: when was the Skerry Queen launched? A: The Skerry Queen went into the water in "
      "1962, a year late.", "1962", True),                     # the answer's own verb
     ("Q: when was the Skerry Queen launched? A: Its builder retired in 1962.", "1962",
      False),                                                  # no word of the subject
     ("Q: who built the Skerry Queen? A: The Skerry Queen's yard went bust in 1962.", "1962",
      False)],                                                 # a question of another event
)
def test_a_when_answer_naming_the_subject_dates_the_asked_event(
        text: str, surface: str, answers: bool) -> None:
    assert _LAUNCHED is not None
    assert tied(text, _date(text, surface), _LAUNCHED) is answers
