"""A row label naming the asked event with another object than the question's tells another
occurrence of it ("Renamed Larkin Studios: 1990" for "renamed Harbour Works"). The texts are
invented."""

from __future__ import annotations

from workers.engine import Policy
from workers.engine.event_of_question import question_event
from workers.engine.label_objects import other_object_label

from .conftest import chunk, conflict_sets

_QUERY = "When was the Tolley Mill renamed Harbour Works?"


def test_a_label_with_another_object() -> None:
    event = question_event(_QUERY, close=True)
    assert event is not None
    assert other_object_label("Renamed Larkin Studios", event)
    assert not other_object_label("Renamed Harbour Works", event)
    assert not other_object_label("Renamed", event)
    assert not other_object_label("Opened", event)


def test_a_question_without_an_object_reads_no_label() -> None:
    event = question_event("When was the Tolley Mill renamed?", close=True)
    assert event is not None
    assert not other_object_label("Renamed Larkin Studios", event)


def test_the_other_renaming_disputes_nothing(policy: Policy) -> None:
    pages = [chunk("c1", "Tolley Mill | Built: 1840 | Renamed Harbour Works: 1921 | "
                         "Renamed Larkin & Co: 1990", "team_wiki"),
             chunk("c2", "The mill was renamed Harbour Works in 1921.", "team_wiki"),
             chunk("c3", "Locals say the mill became Harbour Works in '21 and Larkin & Co in 1990.",
                   "team_wiki")]
    assert conflict_sets(policy, _QUERY, *pages) == []
