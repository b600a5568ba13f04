"""Age bands: a rule for a band that leaves out the asked age rules on another party."""

from __future__ import annotations

import pytest

from workers.engine.age_parties import asked_age, other_age_band

_QUERY = "May a 14-year-old ride the Orme zip line with a parent?"


def test_the_asked_age() -> None:
    assert asked_age(_QUERY) == 14
    assert asked_age("Can children aged 9 swim unaccompanied at Brenn pool?") == 9
    assert asked_age("Can 8 year olds or 12 year olds enter?") is None
    assert asked_age("Can children ride the zip line?") is None


@pytest.mark.parametrize(
    "sentence",
    ["Under-12s may not ride the zip line, even with a parent.",
     "Over-18s can ride alone; staff check ID.",
     "Riders below 10 must not use the line."],
)
def test_a_band_leaving_the_age_out_is_another_party(sentence: str) -> None:
    assert other_age_band(sentence, _QUERY)


@pytest.mark.parametrize(
    "sentence",
    ["Under-16s may ride only with a parent.",
     "At 14 or 15 riders may go with a parent; under-12s may not ride.",
     "Riders must not ride without a harness.",
     "Over-12s may ride with a parent."],
)
def test_a_band_holding_the_age_or_none_still_answers(sentence: str) -> None:
    assert not other_age_band(sentence, _QUERY)


def test_a_question_with_no_age_sets_nothing_aside() -> None:
    assert not other_age_band("Under-12s may not ride.", "Can children ride the zip line?")
