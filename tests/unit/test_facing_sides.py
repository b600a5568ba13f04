"""In front of / behind a mark: a pair of opposite sides (``side_words.facing_side``)."""

from __future__ import annotations

from workers.engine import Policy
from workers.engine.side_words import facing_side

from .conftest import chunk, event, run


def test_the_sides_of_a_mark() -> None:
    assert facing_side("May a runner stand in front of the start line?") == {"front"}
    assert facing_side("Behind the line, anyone may stand.") == {"behind"}
    assert facing_side("The work is behind schedule.") == frozenset()
    assert facing_side("in front of it or behind it") == {"front", "behind"}


def test_a_rule_for_the_other_side_answers_nothing(policy: Policy) -> None:
    query = "May a spectator stand in front of the barrier?"
    result = run(policy, event(
        query,
        chunk("a", "Spectators must not stand in front of the barrier.", "team_wiki"),
        chunk("b", "You are not allowed to stand in front of the barrier at any time.",
              "team_wiki"),
        chunk("c", "Behind the barrier, spectators may stand wherever they like.",
              "team_wiki")))
    assert result.context.status == "clean"
