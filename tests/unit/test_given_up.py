"""A requirement to give the asked thing up answers "may I keep it?" with no (``given_up``).
The texts are invented."""

from __future__ import annotations

from workers.engine import Policy
from workers.engine.asked_clause import answering
from workers.engine.fields import clauses
from workers.engine.given_up import asks_keeping
from workers.engine.terms import content_terms

from .conftest import chunk, event, run

_QUESTION = "May an angler in Kerrow keep a berried crab?"


def _clause(sentence: str, question: str = _QUESTION) -> str:
    value = clauses.find(sentence, 0).value
    assert value is not None
    return answering(value, frozenset(content_terms(question)), question).display


def test_a_requirement_to_give_it_up_denies_keeping() -> None:
    assert _clause("Berried crabs must be returned to the water at once.") == "must not"
    assert _clause("Berried crabs: must be tagged and released") == "must not"
    assert _clause("Berried crabs must be measured at the quay.") == "must"  # another verb
    assert _clause("Berried crabs must be returned.", "Must a berried crab be returned?") \
        == "must"  # no question of keeping


def test_only_a_question_of_keeping_is_read_so() -> None:
    assert asks_keeping(_QUESTION)
    assert asks_keeping("Is it legal to retain an undersized cod?")
    assert not asks_keeping("Do anglers keep diaries?")


def test_returned_and_cannot_keep_make_no_conflict(policy: Policy) -> None:
    result = run(policy, event(
        _QUESTION,
        chunk("a", "Q: can I keep a crab with eggs in Kerrow? A: No. Berried crabs must be "
                   "returned to the water alive. 3 answers", "team_wiki"),
        chunk("b", "Re: berried crabs — no, you can't keep a berried crab in Kerrow. Put her "
                   "back gently.", "team_wiki"),
        chunk("c", "In Kerrow a berried crab may not be kept by any angler.", "team_wiki")))
    assert result.conflicts == []
