"""Threshold ages written as bare numbers answer a question about an age, and only such a
question. The texts are invented."""

from __future__ import annotations

from workers.engine import Policy
from workers.engine.reading import read_text
from workers.engine.stated_ages import stated_ages

from .conftest import chunk, conflict_sets, slot_answers

_QUERY = "What is the minimum age to ride the zip line without an adult?"


def _ages(text: str) -> list[str]:
    return [v.display for v in stated_ages(text, 0, read_text(text).values)]


def test_threshold_frames_state_ages() -> None:
    assert _ages("Riders under 14 must ride with an adult.") == ["14"]
    assert _ages("Open to riders aged 16 and over.") == ["16"]
    assert _ages("Zip line: ages 10+ only.") == ["10"]
    assert _ages("The minimum age is 9.") == ["9"]


def test_event_ages_and_measures_are_no_threshold() -> None:
    assert _ages("She moved to Leeds at the age of 8.") == []
    assert _ages("He died aged 97.") == []
    assert _ages("Bags under 5 kg go in the locker.") == []
    assert _ages("Tickets cost under £12.") == []


def test_only_a_question_about_an_age_reads_them(policy: Policy) -> None:
    assert slot_answers(_QUERY, "Riders under 14 must ride the zip line with an adult.") == [
        "14"]
    assert slot_answers("How long is the zip line ride?",
                        "Riders under 14 must ride the zip line with an adult.") == []
    assert conflict_sets(
        policy, _QUERY, chunk("a", "Riders under 14 must ride the zip line with an adult."),
        chunk("b", "Without an adult, the zip line minimum age is 12.")) == [{"a", "b"}]
    assert conflict_sets(
        policy, _QUERY, chunk("a", "Riders under 14 must ride the zip line with an adult."),
        chunk("b", "Without an adult, the zip line minimum age is 14.")) == []
