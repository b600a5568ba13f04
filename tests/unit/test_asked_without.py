"""A permission question asked "without" a thing, answered no by a requirement to have
it or by a prohibition excepting it (``asked_without``). Sentences are invented."""

from __future__ import annotations

from workers.engine import Policy
from workers.engine.asked_without import lacked_excepted, lacked_terms, required_lacked
from workers.engine.values import Value

from .conftest import chunk, conflict_sets

_Q = "Can you fish in the Orle river without a rod licence?"


def _clause(exact: str, surface: str, display: str = "must") -> Value:
    return Value("clause", display, surface, 0, "modal", exact=exact)


def test_the_lacked_thing_is_read_from_a_permission_question_only() -> None:
    assert lacked_terms(_Q) == {"rod", "licens"}
    assert lacked_terms("How much is a rod licence without the fee?") == frozenset()


def test_a_requirement_to_have_the_lacked_thing_answers_no() -> None:
    assert required_lacked(_clause("require||", "Anglers must hold a rod licence."), _Q)
    assert required_lacked(_clause("require||", "Everyone has to carry a rod licence."), _Q)
    assert not required_lacked(_clause("require||", "Anglers must hold a boat permit."), _Q)
    assert not required_lacked(_clause("require||", "You must release every salmon."), _Q)


def test_a_prohibition_excepting_the_lacked_thing_is_a_plain_prohibition() -> None:
    excepted = _clause("prohibit||licens,rod", "You can't fish without a rod licence.",
                       "must not [without a rod licence]")
    assert lacked_excepted(excepted, _Q).exact == "prohibit||"
    other = _clause("prohibit||permit,boat", "You can't fish without a boat permit.",
                    "must not [without a boat permit]")
    assert lacked_excepted(other, _Q) is other


def test_the_three_ways_of_saying_no_agree(policy: Policy) -> None:
    assert conflict_sets(
        policy, _Q,
        chunk("a", "Q: do I need a licence to fish the Orle? A: Yes, you must hold a rod "
              "licence. 3 answers", "team_wiki"),
        chunk("b", "Re: Orle trip — you can't fish the Orle without a rod licence. — reply #2",
              "team_wiki"),
        chunk("c", "Anyone who fishes the Orle river has to carry a rod licence.", "team_wiki"),
    ) == []


def test_a_permission_in_the_lacked_case_still_disputes_them(policy: Policy) -> None:
    assert conflict_sets(
        policy, _Q,
        chunk("a", "Q: do I need a licence to fish the Orle? A: Yes, you must hold a rod "
              "licence. 3 answers", "team_wiki"),
        chunk("c", "Anyone who fishes the Orle river has to carry a rod licence.", "team_wiki"),
        chunk("d", "Good news: you may fish in the Orle river without a rod licence.",
              "team_wiki"),
    ) != []
