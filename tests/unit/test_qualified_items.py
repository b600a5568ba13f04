"""A list of names after a role's label: the item whose parenthesis names the asked part
answers (``qualified_items``); a "what was used to …" question asks a thing (``slot_kinds``)."""

from __future__ import annotations

import pytest

from workers.engine import Policy
from workers.engine.qualified_items import qualified_item
from workers.engine.slot_kinds import asked_kind

from .conftest import chunk, claim_subjects, conflict_sets

_QUERY = "Which architect designed the east wing of Morrow Court?"


@pytest.mark.parametrize(
    ("text", "name"),
    [("Architects: Ida Penn, Colm Vey, Ruth Orme (east wing)", "Ruth Orme"),
     ("Architects: Ida Penn (north range), Ruth Orme (east wing)", "Ruth Orme"),
     ("Architects: Ida Penn, Ruth Orme", "Ida Penn")],
)
def test_the_item_qualified_by_the_asked_part_answers_else_the_first(text: str, name: str) -> None:
    assert claim_subjects(_QUERY, text) == [("", [name])]


def test_a_parenthesis_with_a_word_the_question_lacks_qualifies_nothing() -> None:
    text = "Architects: Ida Penn (east gate), Ruth Orme"
    hits = [(text.index("east"), text.index("east") + 4, "east")]
    assert qualified_item(text, len("Architects: "), hits) is None


def test_agreeing_credits_to_the_qualified_item_raise_no_conflict(policy: Policy) -> None:
    assert conflict_sets(
        policy, _QUERY,
        chunk("a", "Morrow Court | Architects: Ida Penn, Ruth Orme (east wing) | Built: 1761",
              doc_class="team_wiki"),
        chunk("b", "The architect Ruth Orme designed the east wing of Morrow Court.",
              doc_class="team_wiki"),
    ) == []


@pytest.mark.parametrize(
    "query",
    ["What was used to cool the ice house at Brantwell?",
     "What is traditionally used for the glaze on Ormley pots?"],
)
def test_what_serves_a_purpose_asks_for_a_name(query: str) -> None:
    lower = query.lower()
    assert asked_kind(lower, lower.rstrip("?").split()) == "name"
