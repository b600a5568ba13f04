"""A who-question asks for a party (``asked.PARTY``): amounts beside the name are context."""

from __future__ import annotations

import pytest

from workers.engine import Policy
from workers.engine.asked import PARTY, asked_fields

from .conftest import chunk, conflict_sets


@pytest.mark.parametrize(
    "query",
    ["Whose legacy paid for the Orrin Bridge?",
     "Who may sign off a payment above £2,000 in the ledger?",
     "Whom did the guild pay to rebuild the hall?"],
)
def test_who_questions_ask_for_a_party(query: str) -> None:
    assert asked_fields(query) is PARTY


def test_a_who_question_and_a_second_ask_take_every_kind() -> None:
    assert asked_fields("Who paid for the Orrin Bridge, and how much did it cost?") is None


def test_sums_beside_the_payer_are_no_conflict(policy: Policy) -> None:
    assert conflict_sets(
        policy, "Whose legacy paid for the Orrin Bridge?",
        chunk("a", "Alderman Ruth Kell left £4,000 in her will to build the Orrin Bridge.",
              doc_class="team_wiki"),
        chunk("b", "Orrin Bridge walking tours cost €7 per adult on Sundays.",
              doc_class="team_wiki"),
    ) == []
