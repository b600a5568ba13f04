"""A leading scope restating the question's case is no condition (``restated_scope``)."""

from __future__ import annotations

from workers.engine import Policy
from workers.engine.fields import clauses
from workers.engine.restated_scope import unscoped
from workers.engine.terms import content_terms

from .conftest import chunk, conflict_sets

_QUERY = "May residents of Vellmark keep bees in their gardens?"
_TERMS = frozenset(content_terms(_QUERY))


def _read(sentence: str) -> str:
    value = clauses.find(sentence, 0).value
    assert value is not None
    return unscoped(value, _TERMS).display


def test_a_leading_scope_of_the_question_s_own_words_is_dropped() -> None:
    assert _read("In Vellmark, residents may not keep bees in gardens.") == "must not"


def test_other_scopes_and_conditions_stay() -> None:
    assert _read("In Orsa, residents may not keep bees in gardens.") == "must not [in orsa]"
    assert _read("Residents may keep bees if they are in Vellmark.").startswith("may [")


def test_pages_ruling_alike_on_the_asked_place_agree(policy: Policy) -> None:
    chunks = [chunk(f"c{n}", text, "team_wiki") for n, text in enumerate([
        "In Vellmark, residents are not allowed to keep bees in their gardens.",
        "Vellmark bylaw: residents may not keep bees in gardens.",
        "Q: can I keep bees in my garden in Vellmark? A: No, garden hives are illegal there."])]
    assert conflict_sets(policy, _QUERY, *chunks) == []
