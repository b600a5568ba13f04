"""Two dates of one sentence, each with its own verb, and the question's time anchor."""

from __future__ import annotations

from workers.engine.anchors import anchor_start
from workers.engine.conjuncts import other_conjunct
from workers.engine.questions import read_slot

from .conftest import slot_answers


def test_a_rival_in_a_conjunct_with_its_own_verb_is_no_second_answer() -> None:
    text = "The mill burned down in 1902 and was rebuilt in 1907 with a taller wheel."
    assert slot_answers("In what year was Dunmore Mill rebuilt?", text) == ["1907"]


def test_a_conjunct_without_a_verb_of_its_own_leaves_the_rivals() -> None:
    text = "The mill was rebuilt in 1902 and again in 1907 after a flood."
    at = text.index("1902")
    assert not other_conjunct(text, (at, at + 4), (text.index("1907"), text.index("1907") + 4),
                              (text.index("rebuilt"), text.index("rebuilt") + 7))


def test_a_time_anchor_clause_is_no_predicate() -> None:
    query = "In what year was Dunmore Mill rebuilt after it burned down?"
    words = query.lower().rstrip("?").split()
    assert words[anchor_start(words)] == "after"
    assert "burn" not in read_slot(query).predicate
    assert anchor_start("when did the mill close before noon".split()) == 7  # no clause
    text = "It burned down in 1902, and the mill was rebuilt in 1907."
    assert slot_answers(query, text) == ["1907"]


def test_a_place_clause_of_a_when_question_is_no_predicate() -> None:
    query = "In what year did the parish build a chapel where the old ferry sank?"
    assert {"sink", "ferry"}.isdisjoint(read_slot(query).predicate)
    assert "chapel" in read_slot(query).predicate
    assert anchor_start("when did they meet where possible".split()) == 6  # no clause
    text = "The ferry sank in 1861 and the parish built its chapel five years later."
    assert slot_answers(query, text) == []


def test_a_period_s_start_before_until_is_no_rival_of_its_end() -> None:
    text = "The Harl Street Tannery, in leather since 1702 until it closed in 1968."
    assert slot_answers("In what year did the Harl Street Tannery close?", text) == ["1968"]


def test_a_how_long_after_question_keeps_its_clause() -> None:
    assert "coronat" in "".join(read_slot("How long after she became queen was the "
                                          "coronation?").words)
    assert "becom" in read_slot("How long after she became queen was it?").predicate
