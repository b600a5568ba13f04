"""Fractions of a unit (``fields.fractions``): one amount however it is written."""

from __future__ import annotations

import pytest

from workers.engine.fields import quantity
from workers.engine.fields.scan import scan
from workers.engine.fields.spans import Taken
from workers.engine.values import Value, differs


def _read(text: str) -> list[Value]:
    return quantity.extract(scan(text), Taken())


@pytest.mark.parametrize(
    "text",
    ["1 1/4 miles", "1¼ miles", "1 ¼ miles", "a mile and a quarter", "10 furlongs",
     "one and a quarter miles"],
)
def test_a_mile_and_a_quarter_however_written(text: str) -> None:
    (value,) = _read(text)
    assert value.display == "2011.68 m", text
    assert value.surface == text


@pytest.mark.parametrize(
    ("text", "display"),
    [
        ("one seventy-second of an inch", "0.000352778 m"),
        ("1/72 inch", "0.000352778 m"),
        ("¼ mile", "402.336 m"),
        ("a quarter of a mile", "402.336 m"),
        ("half a mile", "804.672 m"),
        ("an hour and a half", "90 minute"),
        ("three quarters of an hour", "45 minute"),
        ("a hundredth of a second", "0.01 second"),
        ("its 1/4-mile track", "402.336 m"),
    ],
)
def test_spelled_and_marked_fractions(text: str, display: str) -> None:
    assert [v.display for v in _read(text)] == [display]


def test_a_point_agrees_with_its_metric_restatement() -> None:
    (inch,) = _read("one seventy-second of an inch")
    (mm,) = _read("0.3528 mm")
    assert not differs(inch, mm, 0.0)


@pytest.mark.parametrize("text", ["open 24/7", "the 9/11 memorial", "a second of delay",
                                  "the tenth mile", "11/4 miles", "3/2 miles"])
def test_no_fraction_without_a_unit_or_with_a_numerator_past_its_denominator(
        text: str) -> None:
    assert [v for v in _read(text) if v.dimension == "length"] == [], text


@pytest.mark.parametrize(
    ("text", "read"),
    [
        ("A: 1/4 in. Next question", [("0.00635 m", "1/4 in")]),
        ("a washer 1/8 in thick", [("0.003175 m", "1/8 in")]),
        ("0.25 of an inch each", [("0.00635 m", "0.25 of an inch")]),
        ("cut 1/3 in weight", []),  # "in" the preposition
        # a compound's inches, read with the feet (``fields.compound``), never alone
        ("a post 6 ft 3 1/2 in high", [("1.9177 m", "6 ft 3 1/2 in")]),
    ],
)
def test_inches_after_a_fraction_and_a_decimal_of_a_unit(
        text: str, read: list[tuple[str, str]]) -> None:
    assert [(v.display, v.surface) for v in _read(text)
            if v.dimension == "length"] == read


def test_a_written_fraction_rounds_as_a_decimal_is_written() -> None:
    (third,) = _read("1/3 in")
    (point,) = _read("0.33 of an inch")
    (far,) = _read("0.4 of an inch")
    assert not differs(third, point, 0.0)
    assert differs(third, far, 0.0)


@pytest.mark.parametrize("text", ["Fenlex 10/250 mg tablets", "the 4/200 mg capsule"])
def test_a_strength_ratio_is_no_fraction_of_a_unit(text: str) -> None:
    assert [v for v in _read(text) if v.magnitude is not None and v.magnitude < 1e-3] == []


def test_a_fraction_in_lowest_terms_still_reads() -> None:
    assert [v.display for v in _read("a 3/8 inch drill bit")] == ["0.009525 m"]
