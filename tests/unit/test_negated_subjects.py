"""A ruling whose subject denies a word of the question rules on something else
(``negated_subjects``). The sentences are invented."""

from __future__ import annotations

from workers.engine.negated_subjects import excludes_asked

_Q = "Can organic bread sold in Norland contain palm oil?"


def test_a_subject_that_denies_the_asked_word_is_another_thing() -> None:
    assert excludes_asked("Bread that isn't labelled 'organic' can use palm oil.", _Q)
    assert excludes_asked("Loaves which are not organic may contain palm oil.", _Q)


def test_the_asked_thing_or_another_denied_word_stays() -> None:
    assert not excludes_asked("Organic bread may not contain palm oil.", _Q)
    assert not excludes_asked("Bread that isn't sliced can use palm oil.", _Q)
    assert not excludes_asked("Bread that isn't organic is cheaper.", _Q)  # no modal
    assert not excludes_asked("It can, but loaves that are not organic sell more.", _Q)
