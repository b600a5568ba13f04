""""another" before the question's own noun names a second thing of the asked kind."""

from __future__ import annotations

from workers.engine import Policy
from workers.engine.another_kinds import another_kind

from .conftest import web_conflict_sets

_Q = "In what year was the paddle steamer Marrow Queen launched?"


def test_another_before_the_asked_noun_names_a_rival() -> None:
    assert another_kind("The Kessock Belle, another paddle steamer, was launched in 1881.", _Q) \
        == "rival:another-paddle"
    assert another_kind("Another steamer of the line was launched in 1881.", _Q) \
        == "rival:another-steamer"


def test_another_before_other_words_or_after_the_value_is_no_rival() -> None:
    assert another_kind("She sailed another 40 years after she was launched.", _Q) == ""
    assert another_kind("Launched in 1879, she was joined by another steamer.", _Q, 12) == ""


def test_a_date_of_another_of_the_kind_makes_no_conflict(policy: Policy) -> None:
    assert web_conflict_sets(
        policy, _Q,
        "Marrow Queen | Type: paddle steamer | Launched: 1879 | Builder: Denny, Dumbarton",
        "The paddle steamer Marrow Queen was launched at Dumbarton in 1879.",
        "The Kessock Belle, another paddle steamer of the firm, was launched in 1881.",
    ) == []


def test_a_question_about_another_one_reads_another_as_its_own() -> None:
    assert another_kind("Items may be exchanged for another size within 60 days.",
                        "How long do we have to exchange a blazer for another size?") == ""


def test_another_after_a_preposition_is_where_the_asked_thing_goes() -> None:
    assert another_kind("One-way drop-off to another UK branch | £49",
                        "What is the one-way drop-off fee between two UK branches?") == ""
