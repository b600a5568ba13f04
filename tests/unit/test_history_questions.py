"""A *when* question about its subject's history names no attribute of the table."""

from __future__ import annotations

import pytest

from workers.engine import Policy
from workers.engine.history_questions import asks_history
from workers.engine.query import read_query
from workers.engine.questions import read_slot

from .conftest import chunk, event, run, slot_answers

_RETURN = "In what year did the villagers of Hollin Cove return to the valley after the flood?"
_NOTICED = "When was the Brackmoor standing stone first noticed by surveyors?"


@pytest.mark.parametrize("query", [
    _RETURN,
    _NOTICED,
    "On what date did the Corran expedition leave Port Ellis?",
    "Which year did the Ardle Hall host its first concert?",
    "In what year does the Kilbride lighthouse keeper's cottage celebrate its bicentenary?",
])
def test_a_history_question_names_no_attribute(query: str) -> None:
    assert asks_history(query, read_slot(query))
    view = read_query(event(query, chunk("a", "Hollin Cove")))
    assert view.attributes == frozenset()
    assert view.focus == "topic"
    assert view.slot is not None and view.slot.kind == "when"


@pytest.mark.parametrize("query", [
    "When are supplier invoices due for payment?",
    "When does the Harlow office's holiday year start?",
    "On what date does the new price list take effect?",
    "By what date must the annual return be filed?",
    "How much did the Ardle Hall pay for its organ?",
    "Which year's leave allowance applies to new starters?",
])
def test_a_policy_question_keeps_its_attributes(query: str) -> None:
    assert not asks_history(query, read_slot(query))
    assert read_query(event(query, chunk("a", "Harlow"))).attributes


def test_other_values_of_the_subject_are_no_rival_answers(policy: Policy) -> None:
    pages = [
        chunk("a", "Hollin Cove flood | Struck: March 1952 | Villagers returned: 1954",
              "team_wiki"),
        chunk("b", "Q: when did the hollin cove people go home? A: They came back to the "
                   "valley in 1954. 4 answers", "team_wiki"),
        chunk("c", "Updated 03/2025 · Hollin Cove 1954 homecoming print set, 3 prints, "
                   "framed — £45, free postage.", "team_wiki"),
        chunk("d", "May 2, 2024 — Hollin Cove valley walk, 6 hours from Kettlebridge, "
                   "from £30 per person.", "team_wiki"),
    ]
    assert run(policy, event(_RETURN, *pages)).conflicts == []


def test_years_ago_without_today_is_context_in_a_year_question(policy: Policy) -> None:
    query = "In what year was the Brackmoor standing stone first noticed from the air?"
    pages = [
        chunk("a", "Brackmoor standing stone | Height: 4 m | Noticed by surveyors: 1961",
              "team_wiki"),
        chunk("b", "Sep 9, 2021 — 60 years ago surveyors flying over the moor noticed a lone "
                   "standing stone: Brackmoor.", "team_wiki"),
        chunk("c", "Updated 04/2025 · Brackmoor standing stone scenic flight from "
                   "Kettlebridge, 3 hours — £150 per person.", "team_wiki"),
    ]
    assert run(policy, event(query, *pages)).conflicts == []


def test_a_dated_page_s_years_ago_this_year_answers_a_year_question() -> None:
    page = "Jun 4, 2004 — Fifty years ago this year the villagers returned to Hollin Cove."
    assert slot_answers(_RETURN, page) == ["1954"]
    # a bare "Fifty years ago" reads the year too; it stands only where another page writes
    # it (``counted_years``, ``anniversaries.witnessed_only``)
    assert slot_answers(_RETURN, page.replace(" this year", "")) == ["1954"]
