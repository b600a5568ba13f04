"""A group's size asks for a head count; the nouns it counts are its members, not a scope."""

from __future__ import annotations

from workers.engine import Policy
from workers.engine.group_sizes import asks_group_size, member_audiences
from workers.engine.questions import read_slot
from workers.engine.reading import read_text

from .conftest import chunk, conflict_sets, slot_answers


def test_the_size_of_a_group_of_people_asks_a_count() -> None:
    assert asks_group_size("what is the largest class size at the dance studio?")
    assert asks_group_size("what is the maximum size of a walking party on the ridge?")
    assert read_slot("What is the largest team size allowed in the quiz?").kind == "count"
    assert read_slot("What is the largest team size allowed in the quiz?").members


def test_the_size_of_a_thing_stays_a_measure() -> None:
    assert not asks_group_size("what is the size of the water tank?")
    assert not asks_group_size("what is the default page size of the orders api?")
    assert not asks_group_size("what is the size of the team's marquee?")
    assert read_slot("What is the size of the water tank?").kind == "measure"
    assert not read_slot("How many rooms does the inn have?").members


def test_nouns_named_only_as_counted_members_are_no_scope() -> None:
    text = "Quiz teams may have up to 6 adults; children may watch with a parent."
    assert member_audiences(text, read_text(text).values) == {"adults"}
    named = "For adults: quiz teams may have up to 6 adults."
    assert member_audiences(named, read_text(named).values) == frozenset()


def test_a_count_of_people_answers_a_group_size(policy: Policy) -> None:
    query = "What is the largest class size for the pottery workshop?"
    assert slot_answers(query, "Pottery workshop classes take at most 12 students.") == [
        "12 student"]
    assert slot_answers(query, "Pottery workshop classes run for 3 hours.") == []
    assert conflict_sets(
        policy, query, chunk("a", "Pottery workshop classes take at most 12 students."),
        chunk("b", "A pottery workshop class can have up to 10 children.")) == [{"a", "b"}]
    assert conflict_sets(
        policy, query, chunk("a", "Pottery workshop classes take at most 12 students."),
        chunk("b", "Pottery workshop classes are limited to 12 pupils.")) == []
