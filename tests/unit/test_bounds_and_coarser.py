"""A bound or a coarser figure agrees with the value it describes; exact figures still differ."""

from __future__ import annotations

from dataclasses import replace

import pytest

from workers.engine.bounds import with_bound
from workers.engine.fields.quantity import extract
from workers.engine.fields.scan import scan
from workers.engine.fields.spans import Taken
from workers.engine.values import Value, differs


def _value(text: str) -> Value:
    return extract(scan(text), Taken())[0]


def _bounded(sentence: str) -> Value:
    value = _value(sentence)
    return with_bound(sentence, 0, value)


@pytest.mark.parametrize(
    ("a", "b"),
    [("212 days", "211.63 days"), ("3.4 hours", "3.35 hours"),
     ("2.6 million people", "2,581,000 people"), ("45.2%", "45.17%")],
)
def test_a_coarser_figure_is_the_finer_one_rounded(a: str, b: str) -> None:
    assert not differs(_value(a), _value(b), 0.0)


@pytest.mark.parametrize(
    ("a", "b"),
    [("28 days", "29 days"), ("3.4 hours", "3.45 hours"), ("2 hours", "2.3 hours"),
     ("2.6 million people", "2,481,000 people"), ("140 days", "137 days")],
)
def test_exact_or_badly_rounded_figures_still_differ(a: str, b: str) -> None:
    assert differs(_value(a), _value(b), 0.0)


def test_a_bound_word_joins_the_surface() -> None:
    value = _bounded("The tower is over 60 metres tall.")
    assert value.surface == "over 60 metres"
    assert "The tower is over 60 metres tall."[value.start:value.end] == value.surface


@pytest.mark.parametrize(
    ("sentence", "other", "agrees"),
    [("The tower is over 60 metres tall.", "63.4 m", True),
     ("The tower is over 60 metres tall.", "58.2 m", False),
     ("The tower is over 60 metres tall.", "75.5 m", False),
     ("The crossing takes under 6 hours.", "5.75 hours", True),
     ("Fewer than forty pupils stayed.", "37 pupils", True),
     ("The tower is over 60 metres tall.", "70 m", False),
     ("Masts must be at least 60 metres tall.", "63.4 m", False),
     ("Loads of up to 60 tonnes cross it.", "55.5 t", False)],
)
def test_a_bound_agrees_with_a_finer_value_it_reaches(
        sentence: str, other: str, agrees: bool) -> None:
    bounded = _bounded(sentence)
    assert differs(bounded, replace(_value(other)), 0.0) is not agrees


@pytest.mark.parametrize(
    ("sentence", "other", "agrees"),
    [("The rope we strung was easily 30 m long.", "36 m", True),
     ("The rope we strung was easily 30 m long.", "125 feet", True),
     ("The rope we strung was easily 30 m long.", "42 m", False),
     ("The rope we strung was easily 30 m long.", "28 m", False),
     ("The march was well over 300 km.", "380 km", True),
     ("The march was well over 300 km.", "420 km", False),
     ("The march was over 300 km.", "380 km", False)],
)
def test_an_emphatic_lower_bound_reaches_the_next_round_figure(
        sentence: str, other: str, agrees: bool) -> None:
    bounded = _bounded(sentence)
    assert bounded.surface.split()[0] in ("easily", "well", "over")
    assert differs(bounded, _value(other), 0.0) is not agrees


@pytest.mark.parametrize(
    ("a", "b", "agrees"),
    [("The well is 27 metres deep.", "27.8 m", True), ("27 m", "27.5 metres", True),
     ("27 m", "28.1 metres", False), ("27 m", "26.4 metres", False),
     ("130 m", "139.2 m", False), ("27 m", "30 m", False), ("27 minutes", "27.8 minutes", False),
     ("4 km", "4.7 km", False)],
)
def test_a_whole_measure_may_drop_the_decimals(a: str, b: str, agrees: bool) -> None:
    assert differs(_value(a), _value(b), 0.0) is not agrees


def test_a_number_spelled_to_its_thousands_rounds_a_finer_figure() -> None:
    spelled = _value("It averaged one million six hundred forty-one thousand units.")
    assert not differs(spelled, _value("It averaged 1,641,183 units."), 0.0)
    assert differs(spelled, _value("It averaged 1,642,183 units."), 0.0)
    assert differs(_value("It averaged 1,641,000 units."), _value("It averaged 1,641,183 units."),
                   0.0)  # two whole numbers in digits are two claims


def test_a_bound_in_words_reaches_a_unit_of_its_own_figure() -> None:
    bound = _bounded("The heron stands easily over four feet tall.")
    assert bound.surface.startswith("easily over")
    assert not differs(bound, _value("The heron stands 1.3 m tall."), 0.0)
    assert not differs(bound, _value("The heron stands 4 ft 3 in tall."), 0.0)
    assert differs(bound, _value("The heron stands 1.1 m tall."), 0.0)  # below the bound
