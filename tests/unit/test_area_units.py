"""Areas: acres, hectares, square units and "km²" are one dimension in m², so one area
compares with its conversions instead of being counted as a number of "acres" or read as
nothing; an area question ("What is the area of …", "How many acres …") asks for one."""

from __future__ import annotations

import pytest

from workers.engine import Policy
from workers.engine.asked_measure import asked_measure
from workers.engine.fields.areas import square_metres
from workers.engine.query import read_query
from workers.engine.questions import read_slot
from workers.engine.reading import read_text

from .conftest import chunk, event, run


def _quantities(text: str) -> list[tuple[str, str, str]]:
    return [(v.display, v.dimension, v.surface) for v in read_text(text).values
            if v.field == "quantity"]


@pytest.mark.parametrize(("text", "display", "surface"), [
    ("The estate covers 640 acres.", "2.58998811 km²", "640 acres"),
    ("It is a 640-acre estate.", "2.58998811 km²", "640-acre"),
    ("The reserve spans 310 hectares.", "3.1 km²", "310 hectares"),
    ("Reserve size: 310 ha.", "3.1 km²", "310 ha"),
    ("The bog is about 1.2 square miles.", "3.107985732 km²", "1.2 square miles"),
    ("The bog is 1.2 sq mi in all.", "3.107985732 km²", "1.2 sq mi"),
    ("The island is 57 km² in area.", "57 km²", "57 km²"),
    ("The island is 57 km2 in area.", "57 km²", "57 km2"),
    ("The island is 57 square kilometres in area.", "57 km²", "57 square kilometres"),
    ("The flat is 64 m² inside.", "64 m²", "64 m²"),
    ("The cabin has 850 sq ft of floor.", "78.967584 m²", "850 sq ft"),
    ("The icefield is 1.4 million km² today.", "1400000 km²", "1.4 million km²"),
])
def test_area_forms_read_as_one_dimension(text: str, display: str, surface: str) -> None:
    assert _quantities(text) == [(display, "area", surface)]


@pytest.mark.parametrize("text", [
    "Coverage: 11 m² per litre on primed plaster.",
    "Coverage: 11 m²/L on primed plaster.",
    "It covers about 118 sq ft per liter.",
])
def test_an_area_per_an_amount_is_a_rate_not_an_area(text: str) -> None:
    assert [d for _, d, _ in _quantities(text) if d == "area"] == []


def test_lengths_stay_lengths() -> None:
    assert _quantities("The mast is 40 m tall and 2 km away.") == [
        ("40 m", "length", "40 m"), ("2000 m", "length", "2 km")]
    assert square_metres("km") is None
    assert square_metres("sq km") == 1e6


@pytest.mark.parametrize(("question", "kind"), [
    ("What is the area of Lake Pellor?", "measure"),
    ("How many acres does Drummond Park cover?", "measure"),
    ("How large is Lake Pellor in square kilometres?", "measure"),
])
def test_an_area_question_asks_for_an_area(question: str, kind: str) -> None:
    slot = read_slot(question)
    assert (slot.kind, slot.measures) == (kind, frozenset({"area"}))


def test_how_many_acres_is_no_count_and_a_plain_how_many_still_is() -> None:
    measure = asked_measure(read_query(event("How many acres does Drummond Park cover?")))
    assert measure is not None and measure.kind == "physical"
    assert read_slot("How many oaks grow in Drummond Park?").kind == "count"
    assert read_slot("What is the area code of Pellor?").measures == frozenset()


def test_how_big_asks_an_extent_never_an_age() -> None:
    measures = read_slot("How big is the Pellor glacier?").measures
    assert "area" in measures and "length" in measures and "duration" not in measures


def test_an_area_agrees_with_its_conversions(policy: Policy) -> None:
    query = "How big is the Drummond Moss bog?"
    agree = run(policy, event(
        query,
        chunk("a", "Drummond Moss | Area: 310 hectares (766 acres) | Type: raised bog",
              "team_wiki"),
        chunk("b", "Drummond Moss is a raised bog of about 1.2 square miles.", "team_wiki"),
        chunk("c", "The Drummond Moss bog covers 766 acres of the valley floor.", "team_wiki")))
    assert agree.context.status == "clean"


def test_a_different_area_is_a_conflict(policy: Policy) -> None:
    query = "How big is the Drummond Moss bog?"
    differ = run(policy, event(
        query,
        chunk("a", "Drummond Moss | Area: 310 hectares (766 acres) | Type: raised bog",
              "team_wiki"),
        chunk("b", "The Drummond Moss bog covers 766 acres of the valley floor.", "team_wiki"),
        chunk("c", "The Drummond Moss bog covers 540 acres of the valley floor.", "team_wiki")))
    assert [c.detected_fields for c in differ.conflicts] == [["quantity"]]


def test_a_spreading_verb_places_an_area_it_does_not_bound(policy: Policy) -> None:
    query = "How big is the Drummond Moss bog?"
    differ = run(policy, event(
        query,
        chunk("a", "Drummond Moss | Area: 310 hectares | Type: raised bog", "team_wiki"),
        chunk("b", "Re: Drummond Moss bog — it spreads under 540 acres, mostly peat.",
              "team_wiki")))
    assert [c.detected_fields for c in differ.conflicts] == [["quantity"]]


def test_another_things_area_in_parentheses_is_its_own(policy: Policy) -> None:
    query = "How big is the Pellor Desert?"
    result = run(policy, event(
        query,
        chunk("a", "Pellor Desert | Area: 410,000 km² | Climate: arid", "team_wiki"),
        chunk("b", "Re: biggest desert — Ostmark (900,000 km²) if you count steppe; the "
              "Pellor Desert at 410,000 is the largest sandy one.", "team_wiki")))
    assert result.context.status == "clean"
