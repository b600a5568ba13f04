"""Of a sentence's values of one field, the main one: the asked count before a measure."""

from __future__ import annotations

from workers.engine import Policy
from workers.engine.claim_merging import main_values
from workers.engine.reading import read_text

from .conftest import chunk, event, run

_TEXT = "Kids who start at 10 get three doses over eight months."


def test_the_questions_counted_noun_comes_before_a_measure() -> None:
    values = read_text(_TEXT).values
    assert main_values(values, frozenset())["quantity"].dimension == "duration"
    assert main_values(values, frozenset(), "dose")["quantity"].display == "3 dose"


def test_a_count_of_the_asked_noun_answers_beside_a_duration(policy: Policy) -> None:
    res = run(policy, event(
        "How many doses of the Velrix vaccine are advised for children who start at 10?",
        chunk("a", "Velrix schedule: children who start at 10 need 2 doses, 6 months apart.",
              "team_wiki"),
        chunk("b", "Velrix leaflet: kids who start at 10 get three doses over eight months.",
              "team_wiki")))
    (record,) = res.conflicts
    assert {c.chunk_id for c in record.chunks} == {"a", "b"}
