"""Pet forms: a given name's familiar form ("Charlie") agrees with the name in full."""

from __future__ import annotations

import pytest

from workers.engine import Policy
from workers.engine.short_names import same_pet_named
from workers.engine.values import same_name

from .conftest import chunk, conflict_sets


@pytest.mark.parametrize(
    ("a", "b"),
    [("charlie venn", "charles venn"), ("freddie ashgrove", "frederick ashgrove"),
     ("johnny pell", "john pell"), ("jessie morrow", "jessica morrow"),
     ("ida charlie venn", "ida charles venn"),
     ("tom venn", "thomas venn"), ("bill venn", "william venn")],  # clipped forms
)
def test_a_pet_form_agrees_with_the_given_name_in_full(a: str, b: str) -> None:
    assert same_pet_named(a, b) and same_pet_named(b, a)
    assert same_name(a, b)


@pytest.mark.parametrize(
    ("a", "b"),
    [("mary venn", "margaret venn"),  # a stem too short to tell
     ("paul venn", "pauline venn"),  # a truncation without a pet suffix
     ("eric venn", "erica venn"),
     ("charlie venn", "charles vann"),  # another surname
     ("charlie venn", "charles henry venn"),  # another number of given names
     ("charlie venn", "charlie venn"),  # the same name needs no pet form
     ("tom venn", "timothy venn")],  # a clipped form of another name
)
def test_other_names_still_differ(a: str, b: str) -> None:
    assert not same_pet_named(a, b)


def test_a_partner_by_pet_form_and_in_full_is_no_conflict(policy: Policy) -> None:
    assert conflict_sets(
        policy, "Who was Ida Frome's co-founder?",
        chunk("a", "Frome Looms | Founded: 1921 | Co-founder: Charles Whitby | Town: Kendal",
              "team_wiki"),
        chunk("b", "Q: who set up frome looms with ida? A: Charlie Whitby, her cousin. "
              "4 answers", "team_wiki"),
        chunk("c", "Ida Frome and her co-founder Charlie Whitby wove their first rugs in "
              "Kendal.", "team_wiki"),
    ) == []
