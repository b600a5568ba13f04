"""A wh-question about a topic asks for a value: may/must sentences beside it are context."""

from __future__ import annotations

import pytest

from workers.engine import Policy
from workers.engine.query import read_query

from .conftest import chunk, event, run

_AGE = "What is the minimum legal drinking age in Freedonia?"


@pytest.mark.parametrize(
    ("query", "answer"),
    [(_AGE, "value"), ("At what temperature does ethanol boil?", "value"),
     ("Who won the 2024 Valmont Cup?", "value"),
     ("Who must approve local admin rights for contractors?", ""),
     ("What is the policy on gifts from suppliers?", ""),
     ("What is the return window for opened software?", ""),
     ("Can you turn right on red in Freedonia?", "yes-no"),
     ("How long is the warranty?", "value"),
     ("What is the highest sulphur content allowed in Orme diesel?", "value"),
     ("What is the fewest crew members required on the Brenn ferry?", "value"),
     ("What is allowed in Orme diesel?", "")],
)
def test_which_questions_ask_for_a_value(query: str, answer: str) -> None:
    assert read_query(event(query, chunk("a", "x"))).answer == answer


def test_a_permission_beside_the_answer_is_no_second_answer(policy: Policy) -> None:
    result = run(policy, event(
        _AGE,
        chunk("a", "To serve alcohol in Freedonia you must be 18 or older, but customers must"
              " be 21 to buy or drink it.", "team_wiki"),
        chunk("b", "Can I drink in Freedonia at 19? A: No. The minimum legal drinking age in"
              " Freedonia is 21, even though you can drink at 19 elsewhere.", "team_wiki"),
        chunk("c", "In Freedonia, the legal age to buy and drink alcohol is 21.", "team_wiki")))
    assert result.context.status == "clean"


def test_a_permission_question_still_compares_permissions(policy: Policy) -> None:
    result = run(policy, event(
        "Who must approve local admin rights for contractors?",
        chunk("a", "Local admin rights for contractors must be approved by the CISO.",
              "team_wiki"),
        chunk("b", "Contractors may not be granted local admin rights.", "team_wiki")))
    assert [c.detected_fields for c in result.conflicts] == [["clause"]]


def test_a_yes_no_clause_beside_a_value_keys_with_the_bare_clause(policy: Policy) -> None:
    """Several asked attributes split a value question's claims by value kind; a yes/no
    question's answer is the clause, so a fee beside a permission does not split it off."""
    result = run(policy, event(
        "Can a tenant cancel a lease renewal once the landlord has approved it?",
        chunk("a", "7.4 After the landlord's approval a renewal cannot be cancelled and the"
              " first month's rent is due."),
        chunk("b", "7.4 A lease renewal may be cancelled once approved, provided the tenant"
              " has not moved in, with a 10% cancellation fee.")))
    assert [c.detected_fields for c in result.conflicts] == [["clause"]]


def test_a_limit_asked_as_a_value_compares_no_clauses(policy: Policy) -> None:
    result = run(policy, event(
        "What is the lowest alcohol strength allowed for Varne cider?",
        chunk("a", "Re: home brewing — anything sold as Varne cider must reach 3.5 percent.",
              "team_wiki"),
        chunk("b", "Varne cider must have at least 3.5% alcohol!", "team_wiki"),
        chunk("c", "Farm cider below the 3.5% Varne minimum cannot be sold under that name.",
              "team_wiki")))
    assert result.conflicts == []
