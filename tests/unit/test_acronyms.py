"""Acronyms of the query's words count as those words (``acronyms``)."""

from __future__ import annotations

from workers.engine.acronyms import query_initials, shared_weight, with_acronyms, written_acronyms
from workers.engine.claims import extract_claims
from workers.engine.query import read_query

from .conftest import chunk, event

_QUERY = "What is the service level agreement response time for priority tickets?"


def test_initials_of_lower_case_runs_only() -> None:
    assert "sla" in query_initials(_QUERY)
    assert "ucf" not in query_initials("When was the United Curling Federation founded?")


def test_only_capitals_in_the_chunk_are_acronyms() -> None:
    assert written_acronyms("Our SLAs: 4 hours for P1.", _QUERY) == frozenset({"sla"})
    assert written_acronyms("sla: 4 hours", _QUERY) == frozenset()
    assert written_acronyms("The SLA is 4 hours.", "What is the SLA for tickets?") == frozenset()


def test_an_acronym_weighs_as_its_words() -> None:
    query = read_query(event(_QUERY, chunk("a", "SLA: 4 hours")))
    widened = with_acronyms(query, frozenset({"sla"}))
    assert "sla" in widened.terms and "sla" in widened.tokens
    assert shared_weight(widened, frozenset({"sla"}), frozenset({"sla", "hour"})) == 3
    assert with_acronyms(query, frozenset()) is query


def test_an_acronym_label_is_the_asked_thing_not_another_row() -> None:
    ev = event("What is the minimum order quantity for printed tote bags?",
               chunk("a", "MOQ: 50 units; lead time 10 days."))
    claims = extract_claims(ev.chunks[0], read_query(ev))
    assert next((c.subject, [v.display for v in c.values.values()]) for c in claims) == (
        "", ["50 unit"])
