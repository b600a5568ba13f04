"""A description before a question's name is the subject's, not its predicate
(``classifier_phrases``), and an accented name is a name (``questions._written_as_name``).
Questions and texts are invented."""

from __future__ import annotations

from workers.engine import Policy
from workers.engine.classifier_phrases import classifier_indices
from workers.engine.questions import read_slot

from .conftest import chunk, conflict_sets


def _indices(query: str) -> frozenset[int]:
    words = query.rstrip("?").split()
    return classifier_indices(words, [bool(i) and w[:1].isupper() for i, w in enumerate(words)])


def test_a_description_between_the_and_a_name_classifies_it() -> None:
    assert _indices("When was the weaving mill Harrow and Sons founded?") == {3, 4}
    assert read_slot("When was the weaving mill Harrow and Sons founded?").predicate \
        == {"#founding"}


def test_no_run_or_a_preposition_before_the_name_is_no_description() -> None:
    assert _indices("When was the Harrow Mill founded?") == frozenset()
    assert _indices("When was the first mill of Harrow founded?") == frozenset()


def test_a_question_with_no_event_class_keeps_its_description() -> None:
    assert {"mill", "weav"} <= read_slot("How tall is the weaving mill Harrow Tower?").predicate


def test_an_accented_name_is_no_predicate_word() -> None:
    slot = read_slot("In what year did Łukasz Brzóska open the salt mine at Wądołki?")
    assert slot.predicate == {"#founding", "salt", "mine"}


def test_a_date_of_another_work_of_the_described_firm_is_no_answer(policy: Policy) -> None:
    query = "In what year was the tile firm Harrow and Sons founded?"
    assert conflict_sets(
        policy, query,
        chunk("a", "Harrow and Sons | Founded: 1861 | City: Leeds", "team_wiki"),
        chunk("b", "Harrow and Sons was founded in 1861 in Leeds.", "team_wiki"),
        chunk("c", "Mar 2019 — The town hall's tile floor, laid by Harrow and Sons in 1884, "
              "was cleaned.", "team_wiki"),
    ) == []


def test_a_phrase_after_a_preposition_stays_the_predicate() -> None:
    assert _indices("When was it published under the title The Lost Key?") == frozenset()
