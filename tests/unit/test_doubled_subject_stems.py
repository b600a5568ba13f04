"""A subject written with a verb form that doubles its last consonant ("Cancelled
bookings", "Travelling staff") writes the question's verb ("cancel", "travel"): it is the
question's subject, never a foreign one (``foreign_subjects.subject_stems``). The texts are
invented."""

from __future__ import annotations

from workers.engine.foreign_subjects import foreign_subject, subject_stems, undoubled

from .conftest import claim_subjects


def test_a_doubled_consonant_form_also_stems_without_the_doubling() -> None:
    assert "cancel" in subject_stems("cancelled")
    assert "travel" in subject_stems("travelling")
    assert "plan" in subject_stems("planned")
    assert "stop" in subject_stems("stopped")


def test_a_form_that_doubles_nothing_keeps_its_stems() -> None:
    assert undoubled("added") == ()  # "add" is its own base
    assert undoubled("booked") == ()
    assert undoubled("cancel") == ()  # no ending: nothing was doubled
    assert subject_stems("booked") == ("book", "book")


def test_a_subject_in_a_doubled_form_of_the_questions_verb_is_the_questions() -> None:
    question = "How much is refunded if I cancel a workshop place?"
    assert foreign_subject("Cancelled workshop places are refunded at 60%.", question, 40) == ""
    assert foreign_subject("3.1 Cancelled places get 60% back.", question, 30) == ""
    travel = "How far can staff travel before mileage is paid?"
    assert foreign_subject("Travelling staff are paid after 25 miles.", travel, 30) == ""


def test_a_subject_of_other_words_stays_foreign() -> None:
    question = "How much is refunded if I cancel a workshop place?"
    assert foreign_subject("Gift vouchers are refunded at 60%.", question, 30) \
        == "subject:voucher"


def test_the_general_rule_keeps_the_questions_subject() -> None:
    question = "How much of the deposit is refunded if I cancel within a week of the trip?"
    assert claim_subjects(question, "4.1 Cancelled bookings are refunded at 90% of the "
                                    "deposit.") == [("", ["90%"])]
    assert claim_subjects(question, "4.1 Rescheduled bookings are refunded at 90% of the "
                                    "deposit.") == [("subject:book", ["90%"])]
