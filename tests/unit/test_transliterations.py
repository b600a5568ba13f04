"""Transliterations: two romanisations of one name agree; like names of others do not."""

from __future__ import annotations

import pytest

from workers.engine import Policy
from workers.engine.transliterations import romanised, same_romanised
from workers.engine.values import same_name

from .conftest import chunk, conflict_sets


@pytest.mark.parametrize(
    ("a", "b"),
    [("Oleksandr Petrenko", "Olexandr Petrenko"), ("Mykola Tereshchenkoff", "Mykola Tereshchenkov"),
     ("Pyotr Zayats", "Pyotr Zaats"), ("Fyodor Gorbunoy", "Fyodor Gorbunoi"),
     ("Anatoly Kharlamov", "Anatoly Harlamov"), ("Ivan Tchernov", "Ivan Chernov"),
     ("Semyon Fëdorov", "Semyon Fedorov")],
)
def test_romanisations_of_one_name_agree(a: str, b: str) -> None:
    assert romanised(a.split()[1]) == romanised(b.split()[1])
    assert same_name(a.lower(), b.lower())


@pytest.mark.parametrize(
    ("a", "b"),
    [("anna smith", "anna smyth"),  # a "y" between consonants: two surnames
     ("petrenko", "petrenco"),  # a surname alone
     ("oleksandr petrenko", "olexandr petrenka"),  # no word shared exactly
     ("mark dickson", "mark dixon"),
     ("bernard sherborne", "bernard sherbourne")],
)
def test_like_names_of_others_still_differ(a: str, b: str) -> None:
    assert not same_romanised(a, b)


def test_two_romanisations_of_the_designer_are_no_conflict(policy: Policy) -> None:
    assert conflict_sets(
        policy, "Who designed the Orlan river ferry?",
        chunk("a", "Q: who invented the Orlan? A: Oleksandr Petrenko's design bureau at the "
              "Dnipro yard; the first sailed in 1961. 4 answers", "team_wiki"),
        chunk("b", "Orlan | Designer: Olexandr Petrenko | Builder: Dnipro yard | Launched: 1961",
              "team_wiki"),
        chunk("c", "Aug 2011 — 50 years ago the first Orlan, designed by Oleksandr Petrenko, "
              "carried its first passengers.", "team_wiki"),
    ) == []


def test_an_opening_o_or_u_before_a_consonant_is_one_vowel() -> None:
    assert same_name("umar ibn sayid", "omar ibn sayid")
    assert not same_romanised("omar sayid", "amar sayid")
