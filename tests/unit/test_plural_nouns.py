"""A row label writing the question's own noun in the plural lists things, never agents.
Texts are invented."""

from __future__ import annotations

from workers.engine.named import name_answers
from workers.engine.plural_nouns import names_kind
from workers.engine.predicate_words import predicate_hits
from workers.engine.slots import read_slot


def _names(query: str, text: str) -> list[str]:
    slot = read_slot(query)
    hits = predicate_hits(text, slot.predicate, slot.words)
    return [v.display for v in name_answers(text, 0, hits, slot.words - slot.predicate,
                                            own_names=slot.names, asked=slot.asked)]


def test_a_plural_of_the_question_noun_names_a_kind() -> None:
    assert names_kind("lakes", "lake")
    assert names_kind("Lakes", "lake")
    assert not names_kind("Lake", "lake")  # a singular label word
    assert not names_kind("founders", "founder")  # an agent noun
    assert not names_kind("sculptors", "sculptor")


def test_items_under_a_label_of_the_asked_kind_are_no_agents() -> None:
    query = "Who named Norway's deepest lake after the king?"
    assert _names(query, "Famous Norwegian lakes: Mjosa Blue, Hornind Deep and Tyin.") == []


def test_a_label_of_the_asked_act_still_credits_its_name() -> None:
    query = "Who named Norway's deepest lake after the king?"
    assert _names(query, "Named by: Edith Morrow, 1902.") == ["Edith Morrow"]


def test_a_label_naming_the_asked_class_lists_candidates() -> None:
    query = "Which architect designed Norway's oldest lighthouse?"
    assert _names(query, "Architects: Edith Morrow, Per Lund.") == ["Edith Morrow"]
    assert not names_kind("Architects", "architect", "architect")
