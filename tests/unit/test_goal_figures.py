"""A figure stated as a target named by none of the question's words (``goal_figures``) is a
goal of something else: its values answer nothing asked."""

from __future__ import annotations

from .conftest import chunk, event


def subjects(query: str, text: str) -> list[tuple[str, list[str]]]:
    """Each claim of a one-chunk event: its subject key and the displays of its values."""
    from workers.engine.claims import extract_claims
    from workers.engine.query import read_query

    ev = event(query, chunk("c", text, source_tier="secondary"))
    return [(c.subject, [v.display for v in c.values.values()])
            for c in extract_claims(ev.chunks[0], read_query(ev))]


def test_a_target_of_something_else_is_a_goal() -> None:
    query = "What is the membership fee for an adult swimmer?"
    assert subjects(query, "Pool appeal target £40,000.")[0][0] == "goal:appeal-target"
    assert subjects(query, "Visits fell; target stays at 900 visits a week.")[-1][0] \
        == "goal:-target"


def test_a_target_the_question_names_is_the_asked_figure() -> None:
    # named by the question's words: how a text states the asked figure
    assert subjects("What is the callback time for urgent calls?",
                    "Urgent callback target: 20 minutes.")[0][0] == ""
    # a question asking a target reads every target
    assert subjects("What is the fundraising target this year?",
                    "Target stays at £40,000.")[0][0] == ""
    # a value before the target is stated of the sentence's own subject
    assert subjects("How long does a repair take?",
                    "Repairs take 9 days against a target of 5.")[0][0] == ""
