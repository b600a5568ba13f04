"""A new thing doing the question's kind of thing is another owner ("A cargo van carries
40 crates" for a question about a lorry); the subject named, referred back to, or a value
after a noun keep the sentence an answer. The sentences are invented."""

from __future__ import annotations

import pytest

from workers.engine import Policy
from workers.engine.owner_verbs import asks_owner, other_doer, own_doer

from .conftest import chunk, event, run

_CRATES = "How many crates does a Tamsworth lorry carry?"


def _first_digit(text: str) -> int:
    return next(i for i, c in enumerate(text) if c.isdigit())


@pytest.mark.parametrize(
    ("sentence", "rival"),
    [
        ("A small cargo van carries about 40 crates and 2 pallets.", "rival:van"),
        ("An empty trailer loaded up to 90 crates.", "rival:trailer"),
        ("A Tamsworth lorry carries 120 crates.", ""),
        ("A lorry of the fleet carries 120 crates.", ""),
        ("It carries 120 crates.", ""),
        ("The van carries 40 crates.", ""),
        ("In 2019 the depot sent out vans with 40 crates each.", ""),
        ("A small cargo van carries 40 crates; a Tamsworth lorry 120.", ""),
    ],
)
def test_a_new_thing_before_a_verb_and_the_value_is_another_owner(
    sentence: str, rival: str
) -> None:
    assert other_doer(sentence, _CRATES, _first_digit(sentence)) == rival


@pytest.mark.parametrize(
    "query",
    [
        "How many crates do I need to carry?",
        "How many doses do US children get in the routine schedule?",
        "What does a Tamsworth lorry carry?",
        "How many crates are on a lorry?",
    ],
)
def test_only_a_count_question_ending_with_its_owner_and_verb_names_an_owner(
    query: str
) -> None:
    assert not asks_owner(query)
    assert other_doer("A small cargo van carries 40 crates.", query, 27) == ""


def test_another_owners_count_makes_no_conflict(policy: Policy) -> None:
    result = run(policy, event(
        _CRATES,
        chunk("a", "Tamsworth fleet | Lorry: 120 crates | Drivers: 14", "team_wiki"),
        chunk("b", "A Tamsworth lorry carries 120 crates.", "team_wiki"),
        chunk("c", "A small cargo van carries about 40 crates.", "team_wiki"),
    ))
    assert result.conflicts == []


def test_a_possessive_pronoun_doing_the_question_s_verb_is_another_owner() -> None:
    query = "How long did Pip the tortoise take to cross the Wexley lawn?"
    said = "Re: tortoise races — ours took 9 min; Pip's 3:10 still stands."
    assert own_doer(said, query, said.index("9 min")) == "rival:own-ours"
    for kept in ("Pip took 3 min; ours was slower.",  # the value is Pip's
                 "Re: races — ours was 9 min behind."):  # not the question's verb
        assert own_doer(kept, query, kept.index("3" if "3" in kept else "9")) == "", kept
    said = "Mine took 9 days to arrive."
    assert own_doer(said, "How long does delivery take?", said.index("9")) == ""  # no name
