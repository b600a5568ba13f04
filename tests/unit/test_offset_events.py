"""A date told as a span after or before the asked event of the asked subject dates another
event and answers no *when* question about the asked one."""

from __future__ import annotations

import pytest

from workers.engine.event_of_question import question_event
from workers.engine.offset_events import offset_from_event
from workers.engine.tied_dates import tied
from workers.engine.values import Value


def _date(text: str, surface: str) -> Value:
    return Value("date", surface, surface, text.index(surface), "year")


_QUESTION = "In what year was the Marlowe Rowing Club founded?"


@pytest.mark.parametrize(
    ("text", "surface", "answers"),
    [("Re: boathouse — the new boathouse went up in 1931, forty years after the rowing "
      "club was founded.", "1931", False),
     ("The clubhouse opened in 1902, a decade after founding the club.", "1902", False),
     ("Its first regatta came in 1895, about 4 years after Marlowe's club began.", "1895",
      False),
     # the span counts from another subject's event: the date stays
     ("The Marlowe Rowing Club was founded in 1891, 20 years after the town's bridge was "
      "built.", "1891", True),
     # the span counts from no event: the date stays
     ("The Marlowe Rowing Club was founded in 1891, 83 years before the 1974 merger.",
      "1891", True),
     # no span: the date stays
     ("The Marlowe Rowing Club was founded in 1891, after a meeting at the inn.", "1891",
      True)],
)
def test_a_date_a_span_away_from_the_asked_event_answers_nothing(
    text: str, surface: str, answers: bool,
) -> None:
    event = question_event(_QUESTION, close=False, tie=False)
    assert event is not None
    assert tied(text, _date(text, surface), event) is answers


def test_the_span_must_name_the_event_and_a_subject_word() -> None:
    text = "The pavilion opened in 1910, twelve years after the club was founded."
    end = text.index("1910") + 4
    assert offset_from_event(text, end, lambda t: "founded" in t, lambda w: w == "club")
    assert not offset_from_event(text, end, lambda t: "founded" in t, lambda w: w == "crew")
    assert not offset_from_event(text, end, lambda t: "merged" in t, lambda w: w == "club")
