"""The governing verb: a date belongs to the event whose verb governs it in its clause, so a
classed *when* question is not answered by another event's date in the same sentence."""

from __future__ import annotations

import pytest

from workers.engine.event_of_question import Event
from workers.engine.governing_verbs import governed_elsewhere, governing_verb
from workers.engine.tied_dates import tied
from workers.engine.values import Value

_OPENED = Event(frozenset({"#founding", "start", "begin"}), frozenset(),
                frozenset({"#founding", "quayside", "museum"}), close=False, tie=False)


def _date(text: str, surface: str) -> Value:
    return Value("date", surface, surface, text.index(surface), "year")


@pytest.mark.parametrize(
    ("text", "surface", "verb"),
    [("The architect, who retired in 1961, two years before it opened.", "1961", "retired"),
     ("It was renovated by the city council in 1988.", "1988", "renovated"),
     ("The museum became a listed building in 2004.", "2004", "became"),
     ("The restored hall, 1988.", "1988", None),          # a clause mark stands between
     ("A hundred guests in 1988.", "1988", None),          # "hundred" is no verb
     ("The restored hall in 1988.", "1988", None)],        # a participle after a determiner
)
def test_the_governing_verb_is_the_nearest_past_form_in_the_clause(
    text: str, surface: str, verb: str | None,
) -> None:
    assert governing_verb(text, text.index(surface)) == verb


@pytest.mark.parametrize(
    ("text", "surface", "answers"),
    [("The Quayside Museum's founder, who retired in 1961, two years before it opened.",
      "1961", False),                                         # the retirement's date
     ("Re: listing — the museum became a listed building in 2004, forty years after "
      "opening.", "2004", False),                             # the listing's date
     ("The Quayside Museum opened in 1963 after a long campaign.", "1963", True),
     ("It was opened by the mayor in 1963.", "1963", True),  # the event's own verb
     ("Quayside Museum | Opened: 1963 | Visitors: 80,000", "1963", True)],
)
def test_a_date_governed_by_another_event_answers_no_classed_question(
    text: str, surface: str, answers: bool,
) -> None:
    assert tied(text, _date(text, surface), _OPENED) is answers


def test_a_word_of_the_event_between_verb_and_date_keeps_it() -> None:
    text = "They celebrated the opening in 1963."
    assert not governed_elsewhere(text, text.index("1963"), lambda w: w.lower() == "opening")
    assert governed_elsewhere(text, text.index("1963"), lambda w: False)


def test_an_unclassed_question_is_left_to_its_clause_tie() -> None:
    unclassed = Event(frozenset({"book"}), frozenset(), frozenset({"book", "crew"}),
                      close=False, tie=False)
    text = "Crew places must be booked through the portal by 1 June 2027."
    assert tied(text, _date(text, "1 June 2027"), unclassed)


def test_a_word_cut_by_the_span_is_read_whole() -> None:
    text = "The charity album by many artists, released by a coffee label on April 12, 2011."
    assert governing_verb(text, text.index("April")) == "released"
