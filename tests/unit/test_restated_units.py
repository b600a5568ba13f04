"""A value restated in another unit, rounded, is the same value: "8 inches (20 cm)", "612 m
(about 2,008 ft)"; a bracketed restatement is one claim, the first unit's; a unit symbol the
text defines ("M = nautical miles") reads as that unit. Figures in one unit stay two claims."""

from __future__ import annotations

import pytest

from workers.engine import Policy
from workers.engine.fields.quantity import extract
from workers.engine.fields.scan import scan
from workers.engine.fields.spans import Taken
from workers.engine.reading import read_text
from workers.engine.values import Value, differs

from .conftest import chunk, event, run


def _value(text: str) -> Value:
    return extract(scan(text), Taken())[0]


def _quantities(text: str) -> list[tuple[str, str]]:
    return [(v.display, v.surface) for v in read_text(text).values if v.field == "quantity"]


@pytest.mark.parametrize(
    ("a", "b"),
    [("8 inches", "20 cm"), ("8.0 inches", "20 cm"), ("612 m", "2,008 ft"),
     ("132 lbs", "60 kg"), ("22 nautical miles", "41 km"), ("22 nautical miles", "25 miles"),
     ("49 m", "161 ft"), ("186 m", "610 ft")],
)
def test_a_conversion_rounded_at_its_last_non_zero_place_agrees(a: str, b: str) -> None:
    assert not differs(_value(a), _value(b), 0.0)
    assert not differs(_value(b), _value(a), 0.0)


@pytest.mark.parametrize(
    ("a", "b"),
    [("612 m", "580 m"), ("8 inches", "7 inches"), ("20 cm", "7 inches"), ("1 t", "800 kg"),
     ("3 ft", "1 m"), ("178 m", "610 ft"), ("1.5 km", "1 mile"), ("6,194 m", "20,310 ft")],
)
def test_a_rounding_reaches_no_further_than_five_percent(a: str, b: str) -> None:
    assert differs(_value(a), _value(b), 0.0)


@pytest.mark.parametrize(("text", "expected"), [
    ("The tower is 612 m (about 2,008 ft) tall.", [("612 m", "612 m")]),
    ("It reaches 22 nautical miles (about 41 km, 25 statute miles).",
     [("40744 m", "22 nautical miles")]),
    ("Diameter: 8.0 in (20 cm) | Weight: 1.94 lb (0.88 kg)",
     [("0.2032 m", "8.0 in"), ("879.9691978 g", "1.94 lb")]),
    ("The tower is 612 m (580 m before 2010).", [("612 m", "612 m"), ("580 m", "580 m")]),
    ("He came 3 in (20 m) of the line.", [("20 m", "20 m")]),
    ("Hailstone 8 in. (20 cm) across", [("0.2032 m", "8 in.")]),
    ("Summit elevation 6,190 m / 20,310 ft.", [("6190.488 m", "20,310 ft")]),
    ("It reaches 22 nautical miles — about 41 km — out to sea.",
     [("40744 m", "22 nautical miles")]),
    ("Lengths 48 m / 52 m each.", [("48 m", "48 m"), ("52 m", "52 m")]),
])
def test_a_bracketed_restatement_is_one_claim_the_first_units(
        text: str, expected: list[tuple[str, str]]) -> None:
    assert _quantities(text) == expected


def test_a_unit_symbol_the_text_defines_reads_as_that_unit() -> None:
    legend = "Lindholm Pt, 48m, 22M · Lindholm Hbr, 9m, 8M. M = nautical miles."
    assert _quantities(legend) == [
        ("48 m", "48m"), ("40744 m", "22M"), ("9 m", "9m"), ("14816 m", "8M")]
    assert _quantities("Sales grew to 22M this year.") == []
    assert _quantities("Range: 22 M") == []


def test_a_restatement_agrees_with_pages_in_the_other_unit(policy: Policy) -> None:
    query = "What was the diameter of the Vivian hailstone?"
    agree = run(policy, event(
        query,
        chunk("a", "Vivian hailstone | Diameter: 8.0 in (20 cm) | Weight: 1.94 lb", "team_wiki"),
        chunk("b", "The Vivian hailstone measured 20 cm in diameter.", "team_wiki"),
        chunk("c", "The Vivian stone was 8 inches in diameter.", "team_wiki")))
    assert agree.context.status == "clean"
    differ = run(policy, event(
        query,
        chunk("a", "The Vivian hailstone measured 8 inches in diameter.", "team_wiki"),
        chunk("b", "The Vivian hailstone measured 6 inches in diameter.", "team_wiki")))
    assert [c.detected_fields for c in differ.conflicts] == [["quantity"]]


def test_a_loose_figure_a_dash_restates_exactly_is_the_exact_one() -> None:
    assert _quantities("The hedge is just over a metre high — 1.12 m at the gate.") \
        == [("1.12 m", "1.12 m")]
    assert [s for _, s in _quantities("The pier is about 40 ft — 12.6 m — long.")] == ["12.6 m"]
    assert [s for _, s in _quantities("The ramp is about 40 ft long — 12.6 m.")] == ["12.6 m"]
    # another figure, not a restatement: both stay
    assert len(_quantities("The hall is about 20 m long — 35 m with the porch.")) == 2
    assert len(_quantities("The shed is 3 m wide — 4 m deep.")) == 2    # no loose word
