"""A measurement's tolerance is no value: "5,730 ± 40 years" states 5,730 years."""

from __future__ import annotations

import pytest

from workers.engine.reading import read_text
from workers.engine.values import Value, differs


def _read(text: str) -> list[tuple[str, str]]:
    return [(v.display, v.surface) for v in read_text(text).values if v.field == "quantity"]


def _one(text: str) -> Value:
    (value,) = (v for v in read_text(text).values if v.field == "quantity")
    return value


@pytest.mark.parametrize(("text", "expected"), [
    ("Half-life: 5,730 ± 40 years | Decay", [("5730 year", "5,730 ± 40 years")]),
    ("Half-life 5,730 (± 40) years.", [("5730 year", "5,730 (± 40) years")]),
    ("The crew was 28 +/- 2 men.", [("28 men", "28 +/- 2 men")]),
    ("Growth of 12 ±2% a year.", [("12%", "12 ±2%")]),
    ("Held at 20 ± 2 °C.", [("20 °C", "20 ± 2 °C")]),
])
def test_the_unit_after_a_tolerance_is_the_values(
    text: str, expected: list[tuple[str, str]]
) -> None:
    assert _read(text) == expected


@pytest.mark.parametrize(("text", "expected"), [
    ("The skull is 12.3 m ± 0.2 m long.", [("12.3 m", "12.3 m")]),
    ("born abroad 10.4 % ±6.9 % ( 92 ±64 ) in all", [("10.4%", "10.4 %")]),
])
def test_a_tolerance_after_a_value_with_its_unit_is_no_value(
    text: str, expected: list[tuple[str, str]]
) -> None:
    assert _read(text) == expected


def test_a_sign_with_no_value_before_it_takes_nothing() -> None:
    from workers.engine.fields.scan import scan
    from workers.engine.fields.spans import Taken
    from workers.engine.fields.tolerances import extract

    for text in ("Pop. Note % ± 1890 1,647", "repeatability +/-0.02 mm."):
        taken = Taken()
        assert extract(scan(text), taken) == []
        assert not taken.overlaps(0, len(text))


def test_a_value_inside_the_tolerance_agrees_and_one_outside_differs() -> None:
    stated = _one("Half-life: 5,730 ± 40 years.")
    assert not differs(stated, _one("a half-life of about 5,700 years"), 0.0)
    assert not differs(stated, _one("the half-life is 5,730 years"), 0.0)
    assert differs(stated, _one("Libby's 5,568 years"), 0.0)
