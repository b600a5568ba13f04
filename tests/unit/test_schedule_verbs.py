"""A schedule's present verbs govern dates, and an attribute-keyed *when* question ties its
dates to its event as a slot question does (``governing_verbs``, ``asked_event``)."""

from __future__ import annotations

import pytest

from workers.engine import Policy
from workers.engine.asked_event import asked_event
from workers.engine.conjuncts import other_conjunct
from workers.engine.governing_verbs import governing_verb, schedule_side
from workers.engine.query import QueryView, read_query
from workers.engine.tied_dates import tied
from workers.engine.values import Value

from .conftest import chunk, event, run, slot_answers


def read_query_of(query: str) -> QueryView:
    return read_query(event(query, chunk("x", "Nothing here.")))


def _date(text: str, surface: str) -> Value:
    return Value("date", surface, surface, text.index(surface), "day")


def test_a_schedule_s_present_verb_governs_its_date() -> None:
    text = "The booking desk opens on 3 February at 9am."
    assert governing_verb(text, text.index("3 February")) == "opens"
    assert governing_verb("Orientation starts 14 September.", 19) == "starts"
    assert governing_verb("Two parcels 14 September.", 12) is None  # a plural is no verb
    assert (schedule_side("opens"), schedule_side("finishes"), schedule_side("parcels")) \
        == ("start", "end", "")


@pytest.mark.parametrize(
    ("query", "text", "surface", "answers"),
    [("When is the deadline to submit the grant report?",
      "Induction week starts 20 October 2026; reports are read in November.",
      "20 October 2026", False),                       # a start for an asked end
     ("When is the deadline to submit the grant report?",
      "Submissions for the grant report close on 1 October 2026.", "1 October 2026", True),
     ("What is the closing date for stall bookings at the Harbour Fair?",
      "The booking desk opens on 3 February at 9am.", "3 February", False),
     ("When does the site survey begin for the harbour audit?",
      "The harbour sonar report (issued 2 March 2026) is on file.", "2 March 2026", False),
     ("When will the Harbour app be retired?",
      "The Harbour app will be switched off on 1 May 2027.", "1 May 2027", True)],
)
def test_an_unclassed_schedule_question_sets_aside_another_kind_s_date(
    query: str, text: str, surface: str, answers: bool,
) -> None:
    asked = asked_event(read_query_of(query))
    assert asked is not None
    assert tied(text, _date(text, surface), asked) is answers


def test_an_attribute_keyed_when_question_has_its_event(policy: Policy) -> None:
    query = "When is the deadline to pay the tuition deposit for the spring term?"
    assert read_query_of(query).attributes and asked_event(read_query_of(query)) is not None
    result = run(policy, event(
        query,
        chunk("a", "Spring term students must pay the tuition deposit by 12 January 2027.",
              "team_wiki"),
        chunk("b", "Spring term deposit deadline: 2027-01-12.", "team_wiki"),
        chunk("c", "Dates for tutors: the spring term starts 25 January 2027.", "team_wiki")))
    assert result.context.status == "clean"


def test_a_conjunct_with_a_schedule_verb_holds_its_own_date() -> None:
    text = "Stall bookings open 2 February and close 9 March 2027."
    hit = (text.index("close"), text.index("close") + 5)
    best, rival = text.index("9 March"), text.index("2 February")
    assert other_conjunct(text, (best, best + 13), (rival, rival + 10), hit)
    assert slot_answers("What is the closing date for stall bookings?", text) == ["2027-03-09"]
