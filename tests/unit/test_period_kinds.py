"""A thing named by another period than the question's is another kind (``period_kinds``)."""

from __future__ import annotations

from workers.engine import Policy
from workers.engine.period_kinds import asked_kinds, other_period_kind

from .conftest import chunk, event, run

_ASK = "How many rides does a weekly ticket include?"


def _kind(sentence: str, query: str = _ASK) -> str:
    first = next(i for i, c in enumerate(sentence) if c.isdigit())
    return other_period_kind(sentence, first, query)


def test_the_question_names_its_kind_by_a_period() -> None:
    assert asked_kinds(_ASK) == {"ticket": "week"}
    assert asked_kinds("How much is a 7-day ticket?") == {}  # a length, not a kind
    assert asked_kinds("Compare the day ticket and the week ticket prices") == {}


def test_another_period_before_the_value_names_another_kind() -> None:
    assert _kind("A monthly ticket includes 60 rides.") == "kind:month-ticket"
    assert _kind("Annual tickets include 700 rides.") == "kind:year-ticket"
    assert _kind("A week ticket includes 14 rides.") == ""  # the question's own kind
    assert _kind("Unlike a day ticket, a weekly ticket includes 14 rides.") == ""
    assert _kind("Each ticket includes 14 rides, as does a monthly ticket.") == ""  # after
    assert _kind("A 30-day ticket includes 60 rides.") == ""


def test_a_period_kind_joins_no_conflict(policy: Policy) -> None:
    result = run(policy, event(
        "How long is a season permit valid?",
        chunk("a", "A season permit is valid for 6 months from purchase."),
        chunk("b", "A weekend permit is valid for 2 days from purchase."),
        chunk("c", "Your season permit lasts six months from the day you buy it.", "team_wiki")))
    assert result.conflicts == []
