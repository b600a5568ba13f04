"""Two asks joined by "and": each kind of value answers its own ask and is keyed apart, so
each pair of disagreeing values forms its own conflict."""

from __future__ import annotations

import pytest

from workers.engine import Policy
from workers.engine.asked_measure import _asked
from workers.engine.reading import read_text
from workers.engine.two_asks import answers_an_ask, asks, asks_two_kinds

from .conftest import chunk, event, run

_FEE_AND_LENGTH = "How much is a guided kayak tour, and how long does the paddle last?"


@pytest.mark.parametrize(
    ("query", "parts"),
    [(_FEE_AND_LENGTH, ("How much is a guided kayak tour", "how long does the paddle last?")),
     ("What bond is taken on a studio flat, and over how many weeks is it returned?",
      ("What bond is taken on a studio flat", "over how many weeks is it returned?")),
     ("How much is the bike hire and the helmet hire?",  # one question word: one ask
      ("How much is the bike hire and the helmet hire?",)),
     ("Bread and how to bake it", ("Bread and how to bake it",))],  # no opening question
)
def test_an_and_opens_a_second_ask_with_its_own_question_word(
        query: str, parts: tuple[str, ...]) -> None:
    assert asks(query) == parts


@pytest.mark.parametrize(
    ("query", "split"),
    [(_FEE_AND_LENGTH, True),
     ("What bond is taken on a studio flat, and over how many weeks is it returned?", True),
     ("When did the pier open and when did it close?", False),   # two dates: one kind
     ("Who built the lighthouse and when was it lit?", False)],  # a name: no typed value
)
def test_two_asks_split_only_when_their_kinds_differ(query: str, split: bool) -> None:
    assert asks_two_kinds(query) is split


def test_a_second_ask_after_a_preposition_has_no_single_measure() -> None:
    assert _asked("What bond is taken on a studio flat, and over how many weeks is it "
                  "returned?", physical=True) is None


@pytest.mark.parametrize(
    ("text", "answers"),
    [("Tours leave the quay from 3 June.", [False]),   # a date answers neither ask
     ("A guided kayak tour costs £35 and the paddle lasts 2 hours.", [True, True]),
     # money only the first ask takes, in a sentence about the second ask's matter only
     ("Each paddle can last longer; extra time on the water is charged at £5.", [False])],
)
def test_a_value_answers_an_ask_that_takes_its_kind(text: str, answers: list[bool]) -> None:
    values = [v for v in read_text(text).values if v.field in ("money", "quantity", "date")]
    assert [answers_an_ask(v, _FEE_AND_LENGTH, text) for v in values] == answers


def test_a_how_many_ask_takes_a_measure_in_the_unit_it_counts() -> None:
    query = "What bond is held on a touring van, and how many kilometres a day are included?"
    text = "Hire terms: 300 kilometres a day are included."
    values = [v for v in read_text(text).values if v.field == "quantity"]
    assert values and all(answers_an_ask(v, query, text) for v in values)


def test_each_kind_of_value_forms_its_own_conflict(policy: Policy) -> None:
    res = run(policy, event(
        _FEE_AND_LENGTH,
        chunk("fee-a", "Tours 2027 | Guided kayak tour | £35 per tour", "price_sheet"),
        chunk("fee-b", "Hi Sam, the guided kayak tour is £30 per tour. Best, the quay desk",
              "support_email"),
        chunk("len-a", "A guided tour paddle lasts 2 hours on the estuary.", "policy"),
        chunk("len-b", "Tour paddles are 90 minutes now, launch to landing.", "team_wiki"),
        chunk("dates", "Tours run from 3 June to 30 September, weather allowing.",
              "team_wiki"),
    ))
    pairs = sorted(sorted(c.chunk_id for c in r.chunks) for r in res.conflicts)
    assert pairs == [["fee-a", "fee-b"], ["len-a", "len-b"]]
