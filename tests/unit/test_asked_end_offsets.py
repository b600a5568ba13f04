"""A period that the question's own verb leads, after the start, is the time something takes."""

from .conftest import slot_answers

_QUESTION = "How long does a kitchen refit take to finish?"


def test_the_asked_verb_before_an_offset_gives_the_time_taken() -> None:
    text = "A refit usually finishes 6 weeks after the survey is signed off."
    assert "42 day" in slot_answers(_QUESTION, text)


def test_another_verb_before_an_offset_is_still_no_time_taken() -> None:
    text = "The fitters arrive 6 weeks after the survey is signed off."
    assert "42 day" not in slot_answers(_QUESTION, text)


def test_a_question_that_asks_no_time_taken_keeps_offsets_out() -> None:
    text = "The guarantee finishes 2 years after the handover."
    assert "2 year" not in slot_answers("How long is the guarantee on a kitchen refit?", text)
