"""A chunk linked to the question only by an outer modifier of the asked thing is read
weakly: a far value of it is another attribute's (``modifier_links``, ``unpredicated``)."""

from __future__ import annotations

from workers.engine import Policy
from workers.engine.modifier_links import question_modifiers

from .conftest import conflict_sets

WIDTH = "What is the diameter of a championship croquet ball?"
BOX = "Championship croquet ball | Diameter: 92 mm | Weight: 454 g"
QA = "Q: how big is a croquet ball? A: The ball is 92 mm across, about the size of a fist."
FORUM = "Re: my new set — a full-size ball of 92 mm diameter is heavy for kids. — reply #3"
RECORDS = "Championship numbers: court 32 m, lawn bowls green 40 m, petanque piste 15 m"
ROUGH = "Championship tip: aim through a 100 mm gap first."


def test_outer_modifiers_and_heads_of_a_question() -> None:
    modifiers, heads = question_modifiers(WIDTH)
    assert modifiers == frozenset({"championship"})
    assert {"croquet", "ball", "diameter", "across"} <= heads


def test_no_outer_modifier_in_a_two_word_compound_or_after_an_auxiliary() -> None:
    assert question_modifiers("What is the top speed of the Orvik roadster?") == (
        frozenset(), frozenset())
    assert question_modifiers("When did the city bus driver retire?") == (
        frozenset(), frozenset())
    assert question_modifiers("What is the boiling point of sea water?") == (
        frozenset(), frozenset())


def test_a_far_value_read_only_through_a_modifier_disputes_nothing(policy: Policy) -> None:
    assert conflict_sets(policy, WIDTH, *_chunks(a=BOX, b=QA, c=FORUM, d=RECORDS)) == []


def test_a_near_value_read_only_through_a_modifier_still_disputes(policy: Policy) -> None:
    assert conflict_sets(policy, WIDTH, *_chunks(a=BOX, b=QA, c=FORUM, d=ROUGH)) == [
        {"a", "b", "c", "d"}]


def test_without_a_head_answer_modifier_readings_stand(policy: Policy) -> None:
    assert conflict_sets(policy, WIDTH, *_chunks(d=RECORDS, e=ROUGH)) == [{"d", "e"}]


def _chunks(**texts: str) -> list[dict[str, str]]:
    return [{"chunk_id": cid, "doc_id": f"doc-{cid}", "text": text, "doc_class": "team_wiki"}
            for cid, text in texts.items()]
