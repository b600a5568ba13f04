"""A subject set "by contrast" against the question's is another thing
(``contrast_subjects``). The texts are invented."""

from __future__ import annotations

from workers.engine.contrast_subjects import contrasted_subject

_CELLO = "How many strings does a baroque cello have?"


def test_a_subject_set_by_contrast_is_another_thing() -> None:
    said = "Cellos vary; a viola, by contrast, has four strings."
    assert contrasted_subject(said, _CELLO) == "rival:contrast-viola"
    assert contrasted_subject("The double bass, in comparison, has 4 strings.", _CELLO) \
        == "rival:contrast-double-bass"


def test_the_questions_subject_or_no_cue_is_never_set_aside() -> None:
    assert contrasted_subject("A baroque cello, by contrast, has gut strings.", _CELLO) == ""
    assert contrasted_subject("A viola has four strings.", _CELLO) == ""
    assert contrasted_subject("It has 5 strings; a viola, by contrast, has 4.", _CELLO, 11) \
        == ""  # only before the first value
