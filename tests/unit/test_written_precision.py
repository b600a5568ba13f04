"""One measure written at different precisions or in other units is one answer: an
approximation word read on every path, a mile's kind in brackets, a fraction of an inch."""

from __future__ import annotations

import pytest

from workers.engine.approximated import with_approximate
from workers.engine.fields.quantity import extract
from workers.engine.fields.scan import scan
from workers.engine.fields.spans import Taken
from workers.engine.precision import written_step
from workers.engine.values import Value, differs


def _value(text: str) -> Value:
    return extract(scan(text), Taken())[0]


def _approximate(sentence: str) -> Value:
    return with_approximate(sentence, 0, _value(sentence))


def test_an_approximation_word_joins_a_measure() -> None:
    sentence = "From the ridge the lake looks roughly 340 metres wide."
    value = _approximate(sentence)
    assert value.surface == "roughly 340 metres"
    assert sentence[value.start:value.end] == value.surface
    assert not differs(value, _value("347 m"), 0.0)  # a unit of its last non-zero place
    assert differs(value, _value("352 m"), 0.0)
    assert differs(_value("340 metres"), _value("347 m"), 0.0)  # no word: two claims


def test_or_so_after_a_measure_joins_it() -> None:
    sentence = "From the ridge the lake looks 340 metres or so wide."
    value = _approximate(sentence)
    assert value.surface == "340 metres or so"
    assert sentence[value.start:value.end] == value.surface
    assert not differs(value, _value("347 m"), 0.0)
    assert differs(value, _value("352 m"), 0.0)
    assert _approximate("The refund arrives in 14 days or so.").surface == "14 days"


def test_an_approximation_word_leaves_exact_kinds_alone() -> None:
    value = _approximate("The refund arrives in about 14 days.")
    assert value.surface == "14 days"
    assert differs(value, _value("15 days"), 0.0)


@pytest.mark.parametrize(
    ("text", "metres"),
    [("a course of 412 miles (nautical) round the cape", 412 * 1852.0),
     ("a course of 412 Miles (Statute) round the cape", 412 * 1609.344),
     ("a course of 412 miles (about 663 km)", 412 * 1609.344)],
)
def test_a_mile_s_kind_in_brackets_is_read(text: str, metres: float) -> None:
    assert _value(text).magnitude == pytest.approx(metres)


def test_a_nautical_course_agrees_with_its_rounded_kilometres() -> None:
    nautical = _value("the race is 412 miles (nautical)")
    assert not differs(nautical, _approximate("a course of about 760 km"), 0.0)
    assert differs(nautical, _value("663 km"), 0.0)


@pytest.mark.parametrize(
    ("text", "half_m"),
    [("the rail is 3 ft 6½ in apart", 0.25 * 0.0254), ("3 ft 6 1/4 in", 0.125 * 0.0254),
     ("a 5 ft 11 in player", 0.5 * 0.0254)],
)
def test_feet_and_inches_are_written_to_their_last_fraction(text: str, half_m: float) -> None:
    step = written_step(_value(text))
    assert step is not None
    assert step[1] == pytest.approx(half_m)


def test_a_fractional_inch_gauge_is_its_millimetres() -> None:
    gauge = _value("laid to 3 ft 6½ in")
    assert not differs(gauge, _value("1,080 mm"), 0.0)  # 1,079.5 mm
    assert differs(gauge, _value("1,067 mm"), 0.0)  # 3 ft 6 in, another gauge
    assert differs(gauge, _value("1,000 mm"), 0.0)


@pytest.mark.parametrize(
    ("sentence", "other"),
    [("The hoist lifts about 1 t at most.", "800 kg"),
     ("The shelf is roughly 1.8 m high.", "1,600 mm"),
     ("The trail is about 30 km long.", "34 km")],
)
def test_an_approximate_measure_still_differs_past_its_reach(sentence: str, other: str) -> None:
    value = _approximate(sentence)
    assert value.surface.split()[0] in ("about", "roughly")
    assert differs(value, _value(other), 0.0)
