"""The head of a "how many" question's counted phrase counts what is asked (``Slot.head``)."""

from __future__ import annotations

from workers.engine import Policy
from workers.engine.counted_terms import counted_head
from workers.engine.questions import read_slot

from .conftest import chunk, event, run


def test_the_head_is_the_last_word_before_the_auxiliary() -> None:
    assert read_slot("How many moth species does the Vell reserve record?").head == "species"
    assert read_slot("How many brass bands have played at Orrin Fair?").head == "band"
    assert counted_head("moth species does the reserve record".split()) == "species"


def test_no_head_without_a_modifier_or_an_auxiliary() -> None:
    assert read_slot("How many moths does the Vell reserve record?").head == ""
    assert read_slot("How many people live in Orrin?").head == ""
    assert read_slot("How many unused vacation days roll over?").head == ""


def test_a_count_of_the_head_answers_and_disputes(policy: Policy) -> None:
    query = "How many moth species does the Vell reserve record?"
    result = run(policy, event(
        query,
        chunk("a", "The Vell reserve records 412 moth species on its heath and bog.",
              "team_wiki"),
        chunk("b", "Q: How many species are on the Vell reserve list? A: 388 species, the "
                   "warden said. 2 answers", "team_wiki"),
        chunk("c", "Re: Vell moths — the Vell reserve records 412 moth species now.",
              "team_wiki"),
    ))
    assert result.context.status != "clean"


def test_a_count_of_one_item_of_the_head_is_no_answer(policy: Policy) -> None:
    query = "How many glass beads are strung on a Vell rosary?"
    result = run(policy, event(
        query,
        chunk("a", "A Vell rosary has 60 glass beads strung on one cord.", "team_wiki"),
        chunk("b", "Re: Vell rosary — we strung ours as 6 decades, 10 beads per decade.",
              "team_wiki"),
        chunk("c", "The Vell rosary: 60 glass beads strung in six groups.", "team_wiki"),
    ))
    assert result.context.status == "clean"
