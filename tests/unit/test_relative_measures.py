"""A length a bearing follows places the subject; a duration "between" follows spaces two."""

from __future__ import annotations

from workers.engine import Policy
from workers.engine.budget import UNLIMITED
from workers.engine.reading import read_text
from workers.engine.relative_measures import not_relative

from .conftest import web_conflict_sets


def _kept(text: str, question: str) -> list[str]:
    values = tuple(read_text(text, UNLIMITED).values)
    return [v.surface for v in not_relative(text, values, question)]


def test_a_length_before_a_bearing_places_the_subject() -> None:
    text = "A: 6,412 metres, 9 km north-east of Tarnbeck and 2 miles away from the hut."
    assert _kept(text, "How tall is Mount Orrin?") == ["6,412 metres"]
    assert _kept(text, "How far is Mount Orrin from Tarnbeck?") == [
        "6,412 metres", "9 km", "2 miles"]
    assert _kept("The pier runs 420 m out to sea.", "How long is the pier?") == ["420 m"]


def test_a_duration_before_between_spaces_two_of_a_thing() -> None:
    text = "A float lasts 60 minutes; leave at least 6 hours between two floats."
    assert _kept(text, "How long does one float last?") == ["60 minutes", "two floats"]
    assert _kept(text, "How long must you wait between two floats?") == [
        "60 minutes", "6 hours", "two floats"]


def test_a_placed_height_makes_no_conflict(policy: Policy) -> None:
    question = "How tall is Mount Orrin?"
    assert web_conflict_sets(
        policy, question,
        "Mount Orrin | Height: 6,412 m | First ascent: 1961",
        "Q: how high is mount orrin? A: 6,412 metres — 9 km north of Tarnbeck. 3 answers",
        "Mount Orrin rises to 6,412 m above the glacier.",
    ) == []
    assert web_conflict_sets(
        policy, question,
        "Mount Orrin | Height: 6,412 m | First ascent: 1961",
        "Mount Orrin is 6,612 m tall, 9 km north of Tarnbeck.",
    ) == [{"c0", "c1"}]
