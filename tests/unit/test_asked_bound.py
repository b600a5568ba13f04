"""A required bound answers "must not" to a question about crossing it. The sentences are
invented."""

from __future__ import annotations

import pytest

from workers.engine import Policy
from workers.engine.asked_bound import crosses_required
from workers.engine.fields.clauses import find

from .conftest import chunk, event, run


@pytest.mark.parametrize(
    ("text", "query", "crosses"),
    [("Each kayak must weigh at least 12 kg.", "Can a kayak weigh less than 12 kg?", True),
     ("Loads must be no more than 40 tonnes.", "May a load be over 40 tonnes?", True),
     ("Each kayak must weigh at least 12 kg.", "Can a kayak weigh more than 12 kg?", False),
     ("Each kayak must weigh at least 10 kg.", "Can a kayak weigh less than 12 kg?", False),
     ("Kayaks may weigh at least 12 kg.", "Can a kayak weigh less than 12 kg?", False),
     ("Cider must rest in oak for at least two years.",
      "May a cider rested for less than two years be sold as vintage?", True),
     ("Cider must rest in oak for at least two years.",
      "May a cider rested for less than 2 years be sold as vintage?", True),
     ("Cider must rest in oak for at least two years.",
      "May a cider rested for less than three years be sold as vintage?", False)],
)
def test_a_required_bound_against_the_asked_crossing(text: str, query: str,
                                                      crosses: bool) -> None:
    clause = find(text, 0).value
    assert clause is not None
    assert crosses_required(clause, query) is crosses


def test_a_minimum_agrees_with_cannot_be_less(policy: Policy) -> None:
    result = run(policy, event(
        "Are racing kayaks allowed to weigh less than 12 kg?",
        chunk("a", "Rule 4.2: a racing kayak cannot weigh less than 12 kg.", "team_wiki"),
        chunk("b", "A: No. Every racing kayak must weigh at least 12 kg at the scales.",
              "team_wiki"),
    ))
    assert result.context.status == "clean"


@pytest.mark.parametrize(
    ("text", "query", "crosses"),
    [("Riders must be 14 or older to hire a scooter.", "Can 12-year-olds hire a scooter?", True),
     ("You have to be 14 to hire one.", "May a 12 year old hire a scooter?", True),
     ("Riders must be at least 14.", "Can 12-year-olds hire a scooter?", True),
     ("Riders must be 14 or older to hire a scooter.", "Can 15-year-olds hire a scooter?",
      False),
     ("Riders must be 14 or older to hire a scooter.", "Can children hire a scooter?", False),
     ("Riders must be 14 inches taller than the seat.", "Can 12-year-olds hire a scooter?",
      False),
     ("Riders may be 14 or older.", "Can 12-year-olds hire a scooter?", False)],
)
def test_a_required_age_above_the_asked_age_denies(text: str, query: str,
                                                   crosses: bool) -> None:
    clause = find(text, 0).value
    assert clause is not None
    assert crosses_required(clause, query) is crosses
