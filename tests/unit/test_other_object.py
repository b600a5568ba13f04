"""A yes/no question's answer is a clause about its own object, not about another one."""

from __future__ import annotations

from workers.engine import Policy
from workers.engine.distractors import other_object

from .conftest import chunk, event, run

QUERY = "Can you pack a power bank in checked luggage?"


def test_another_modifier_on_the_querys_noun_names_another_object() -> None:
    assert other_object("Power banks must be carried in your hand luggage.", QUERY)
    assert not other_object("Power banks must not be packed in checked luggage.", QUERY)
    assert not other_object("Power banks must not go in the hold.", QUERY)


def test_a_clause_about_another_object_yields_to_one_about_the_querys(policy: Policy) -> None:
    res = run(policy, event(
        QUERY,
        chunk("a", "Power banks must be carried in your hand luggage. They are not allowed "
                   "in checked luggage.", "team_wiki"),
        chunk("b", "Power banks must not be packed in checked luggage.", "team_wiki"),
    ))
    assert res.conflicts == []


def test_a_chunk_with_only_the_other_object_keeps_its_clause(policy: Policy) -> None:
    res = run(policy, event(
        QUERY,
        chunk("a", "Power banks must be carried in your hand luggage.", "team_wiki"),
        chunk("b", "Power banks must not be packed in checked luggage.", "team_wiki"),
    ))
    assert len(res.conflicts) == 1
