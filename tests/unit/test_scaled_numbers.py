"""Scale words: "1.2 million people" is 1,200,000 people, never 1.2 of anything or a count of
millions; a number after "^" is an exponent, never a value."""

from __future__ import annotations

import re

import pytest

from workers.engine import Policy
from workers.engine.numbers import SCIENTIFIC_PATTERN, parse_scientific
from workers.engine.reading import read_text

from .conftest import chunk, event, run


@pytest.mark.parametrize(
    ("text", "dimension", "magnitude"),
    [("The town has 3.4 million residents.", "count:resident", 3.4e6),
     ("The fair drew 12k visitors.", "count:visitor", 12e3),
     ("There are roughly seventy-two billion grains.", "count:grain", 72e9),
     ("Mount Orrin is 2.1 billion years old.", "duration", 2.1e9 * 12 * 2_629_746.0),
     ("The lake holds 3.2 million litres.", "volume", 3.2e6),
     ("The probe is 0.4 million km out.", "length", 0.4e9),
     ("Total members: 1.75 million.", "count", 1.75e6)],
)
def test_a_scale_word_multiplies_the_number_before_it(
        text: str, dimension: str, magnitude: float) -> None:
    (value,) = read_text(text).values
    assert (value.dimension, value.magnitude) == (dimension, pytest.approx(magnitude))


@pytest.mark.parametrize("text", [
    "There are 2.6 × 10^12 routes.",           # the exponent is no count of routes
    "The panel is a 4K display.",               # a capital K is a resolution
])
def test_exponents_resolutions_and_unread_units_are_no_counts(text: str) -> None:
    assert read_text(text).values == ()


def test_a_scaled_area_is_an_area_not_a_count() -> None:
    (value,) = read_text("The basin covers 3.3 million km² of land.").values
    assert (value.dimension, value.magnitude) == ("area", pytest.approx(3.3e12))


def test_a_scaled_count_and_its_digits_are_one_answer(policy: Policy) -> None:
    query = "How many residents does Port Ellery have?"
    agree = run(policy, event(
        query,
        chunk("a", "Port Ellery has 3.4 million residents.", "team_wiki"),
        chunk("b", "Port Ellery has 3,400,000 residents.", "team_wiki")))
    assert agree.context.status == "clean"
    differ = run(policy, event(
        query,
        chunk("a", "Port Ellery has 3.4 million residents.", "team_wiki"),
        chunk("b", "Port Ellery has 4.3 million residents.", "team_wiki")))
    assert [c.detected_fields for c in differ.conflicts] == [["quantity"]]


@pytest.mark.parametrize(("text", "number"), [
    ("2.6 × 10^12", 2.6e12), ("9.1 x 10²¹", 9.1e21), ("5.5e14", 5.5e14), ("3 × 10^6", 3e6),
    ("1.2 × 10⁻³", 1.2e-3)])
def test_scientific_notation(text: str, number: float) -> None:
    assert re.fullmatch(SCIENTIFIC_PATTERN, text)
    assert parse_scientific(text) == pytest.approx(number)


def test_a_count_in_scientific_notation_answers_a_count_question(policy: Policy) -> None:
    query = "How many routes does the Telmar maze have?"
    agree = run(policy, event(
        query,
        chunk("a", "The Telmar maze has 2,600,000,000,000 routes.", "team_wiki"),
        chunk("b", "Q: How many routes does the Telmar maze have? A: About 2.6 × 10^12.",
              "team_wiki")))
    assert agree.context.status == "clean"
    differ = run(policy, event(
        query,
        chunk("a", "The Telmar maze has 2,600,000,000,000 routes.", "team_wiki"),
        chunk("b", "Q: How many routes does the Telmar maze have? A: About 9.1 × 10^12.",
              "team_wiki")))
    assert [c.detected_fields for c in differ.conflicts] == [["quantity"]]
    assert not re.fullmatch(SCIENTIFIC_PATTERN, "3e5")  # a code, not a number


@pytest.mark.parametrize(("text", "dimension", "magnitude"), [
    ("The loaf weighs 1½ kg.", "mass", 1500.0),
    ("The walk takes 3¾ hours.", "duration", 3.75 * 3600),
    ("The walk takes three and a half hours.", "duration", 3.5 * 3600),
    ("The city has one and a half million residents.", "count:resident", 1.5e6)])
def test_halves_and_quarters(text: str, dimension: str, magnitude: float) -> None:
    (value,) = read_text(text).values
    assert (value.dimension, value.magnitude) == (dimension, pytest.approx(magnitude))


def test_a_space_grouped_number_takes_at_most_seven_groups() -> None:
    """Bounded, so a long run of groups is not re-read to its end from each of its groups;
    every number below MAX_NUMBER still fits."""
    from workers.engine.numbers import DIGIT_NUMBER_PATTERN

    pattern = re.compile(DIGIT_NUMBER_PATTERN)

    def number(text: str) -> str:
        match = pattern.match(text)
        return match[0] if match else ""

    assert number("20 000 000 km") == "20 000 000"
    assert number("999 999 999 999 999 999 999") == "999 999 999 999 999 999 999"
    assert number("000 " * 20) == "000 000 000 000 000 000 000"
    assert number("1 000.5") == "1"


@pytest.mark.parametrize("text", [
    "The wall is all grey stone, nearly 3 million of them, cut by hand.",
    "Grey stones? Some 3 million of these went into the wall.",
])
def test_a_scale_word_before_of_them_keeps_its_value(text: str) -> None:
    """"3 million of them" counts what the pronoun names: 3,000,000, never the bare 3."""
    (value,) = read_text(text).values
    assert (value.dimension, value.magnitude) == ("count", pytest.approx(3e6))


def test_a_scaled_count_of_them_agrees_with_the_counted_noun(policy: Policy) -> None:
    query = "How many stones were used to build the Tarnby sea wall?"
    agree = run(policy, event(
        query,
        chunk("a", "Tarnby sea wall | Built: 1880 | Materials: about 3 million stones",
              "team_wiki"),
        chunk("b", "Re: Tarnby trip: the sea wall is built of stones, some 3 million of them.",
              "team_wiki")))
    assert agree.context.status == "clean"
    differ = run(policy, event(
        query,
        chunk("a", "Tarnby sea wall | Built: 1880 | Materials: about 3 million stones",
              "team_wiki"),
        chunk("b", "Re: Tarnby trip: the sea wall is built of stones, some 5 million of them.",
              "team_wiki")))
    assert [c.detected_fields for c in differ.conflicts] == [["quantity"]]
