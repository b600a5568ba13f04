"""Of two rulings in one chunk, the one writing the yes/no question's act is its answer."""

from __future__ import annotations

from workers.engine import Policy

from .conftest import web_conflict_sets

QUESTION = "Are Vell cider makers allowed to blend other fruit into Vell cider?"


def test_the_ruling_on_the_asked_act_answers_for_its_chunk(policy: Policy) -> None:
    assert web_conflict_sets(
        policy, QUESTION,
        "Q: can vell cider be blended? A: No. Vell cider must be pressed from Vell apples. "
        "Blending is not allowed. 4 answers",
        "Mar 2010 — The Vell cider rules stand: blending other fruit is prohibited.",
    ) == []
