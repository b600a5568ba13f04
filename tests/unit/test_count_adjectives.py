"""A word saying in what order or with what outcome counted tries came ("consecutive",
"failed", "wrong") is no counted noun: the count counts the noun after it, and a "how
many" question counts that noun too (``quantity_patterns.COUNT_ADJECTIVES``,
``questions.read_slot``). A capitalised modifier of the question's counted compound
counts the compound (``asked_values.counts_asked_compound``). The texts are invented."""

from __future__ import annotations

from workers.engine import Policy
from workers.engine.questions import read_slot
from workers.engine.reading import read_text

from .conftest import chunk, conflict_sets, slot_answers


def _counts(text: str) -> list[str]:
    return [v.display for v in read_text(text).values if v.dimension.startswith("count")]


def test_an_outcome_or_order_word_is_read_past() -> None:
    assert _counts("The door locks after 4 failed badge swipes.") == ["4 badge"]
    assert _counts("Accounts freeze after three consecutive bad logins.") == ["3 bad"]
    assert _counts("Six successive unsuccessful attempts trigger an alert.") == ["6 attempt"]
    assert _counts("We reject 7 invalid tokens.") == ["7 token"]


def test_other_adjectives_stay_the_counted_noun() -> None:
    assert _counts("The club has 12 red kayaks.") == ["12 red"]
    assert _counts("Take 64 individual squares.") == ["64 square"]


def test_the_question_counts_the_noun_after_such_a_word() -> None:
    assert read_slot("After how many failed logins is an account locked?").counted == "login"
    assert read_slot("How many consecutive absences end a membership?").counted == "absenc"
    assert read_slot("How many wrong OTP codes lock the app?").counted == "code"


def test_a_capitalised_modifier_counts_the_questions_compound() -> None:
    question = "After how many wrong OTP codes is the app locked?"
    assert slot_answers(question, "The app locks after five incorrect OTP codes.") == ["5 otp"]
    assert slot_answers(question, "You are locked out after 3 wrong OTPs.") == ["3 otp"]


def test_a_modifier_before_another_noun_counts_that_noun() -> None:
    question = "After how many wrong OTP codes is the app locked?"
    assert slot_answers(question, "The app locks after 2 OTP resets a day.") == []


def test_a_lower_case_modifier_is_left_as_read() -> None:
    question = "After how many wrong OTP codes is the app locked?"
    assert slot_answers(question, "You are locked out after 3 wrong otps.") == []


def test_two_counts_of_failed_tries_conflict(policy: Policy) -> None:
    question = "After how many wrong PIN entries is a card blocked?"
    found = conflict_sets(
        policy, question,
        chunk("std", "C-2 Cards block after four consecutive incorrect PIN entries.",
              "security_standard", source_tier="primary"),
        chunk("run", "Cards are blocked after 6 wrong PINs in a row; log it.", "runbook",
              source_tier="secondary"))
    assert found == [{"std", "run"}]
