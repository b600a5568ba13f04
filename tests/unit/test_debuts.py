"""A question about a work's first performance takes its premiere as the asked event."""

from __future__ import annotations

from workers.engine import Policy
from workers.engine.questions import read_slot

from .conftest import chunk, event, run


def test_first_right_before_a_performance_word_asks_for_a_premiere() -> None:
    assert "#release" in read_slot("When did The Gilded Harp have its first performance?"
                                   ).predicate
    assert "#release" in read_slot("When was the opera first staged?").predicate
    assert "#release" not in read_slot(
        "In what year was the first kidney transplant performed?").predicate
    assert "#release" not in read_slot("When was Hamlet last performed?").predicate


def test_a_premiere_answers_a_first_performance(policy: Policy) -> None:
    res = run(policy, event(
        "When did The Gilded Harp have its first performance?",
        chunk("a", "The Gilded Harp, an opera by Orla Keane, premiered in Dublin in 1902.",
              "team_wiki"),
        chunk("b", "Keane's opera was first performed in 1911 at the Gaiety.", "team_wiki"),
    ))
    (record,) = res.conflicts
    assert {c.chunk_id for c in record.chunks} == {"a", "b"}
