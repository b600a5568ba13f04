"""A requirement to keep the asked thing closed answers "is it open?" with no."""

from __future__ import annotations

import pytest

from workers.engine import Policy
from workers.engine.kept_closed import kept_closed
from workers.engine.values import Value

from .conftest import chunk, conflict_sets

_QUESTION = "Are the guild's minute books open to members before 50 years have passed?"


def _required(surface: str) -> Value:
    return Value("clause", "must", surface, 0, "modal", exact="require||")


@pytest.mark.parametrize(
    "surface",
    ["The minute books must stay sealed for 50 years.",
     "Until then they have to remain closed to everyone.",
     "Minute books must be kept strictly confidential for half a century."],
)
def test_a_requirement_to_keep_the_thing_closed_denies_it_open(surface: str) -> None:
    assert kept_closed(_required(surface), _QUESTION)


@pytest.mark.parametrize(
    ("surface", "query"),
    [("The minute books must stay sealed for 50 years.",  # no question of access
      "Must the guild's minute books be bound in leather?"),
     ("Visitors must keep the gate shut behind them.",  # another thing kept closed
      _QUESTION),
     ("The minute books must be signed by the clerk.", _QUESTION)],  # another requirement
)
def test_other_requirements_and_questions_are_left_as_read(surface: str, query: str) -> None:
    assert not kept_closed(_required(surface), query)


def test_a_permission_clause_is_never_read_so() -> None:
    clause = Value("clause", "may", "The minute books may stay sealed.", 0, "modal",
                   exact="permit||")
    assert not kept_closed(clause, _QUESTION)


def test_sealed_and_may_not_be_seen_agree(policy: Policy) -> None:
    assert conflict_sets(
        policy, _QUESTION,
        chunk("a", "Reply: the guild's minute books may not be seen by members until they are "
              "50 years old.", "team_wiki"),
        chunk("b", "Mar 2, 2024 — The 1974 volume was opened today, after the 50 years that "
              "guild minute books must stay sealed.", "team_wiki"),
    ) == []
