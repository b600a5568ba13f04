"""Web-snippet readings: space-grouped thousands, capitals that are no units."""

from __future__ import annotations

import pytest

from workers.engine import Policy
from workers.engine.reading import read_text

from .conftest import chunk, event, run


def _read(text: str) -> list[tuple[str, str]]:
    return [(v.display, v.dimension) for v in read_text(text).values]


@pytest.mark.parametrize(
    ("text", "display"),
    [("fines up to 20 000 000 EUR", "20000000.00 EUR"), ("a 5 000 mAh cell", "5000 mAh"),
     ("costs 1\u00a0200 USD", "1200.00 USD"), ("it is 12\u202f500 km long", "12500000 m"),
     ("20,000,000 EUR", "20000000.00 EUR")],
)
def test_thousands_grouped_by_spaces_read_as_one_number(text: str, display: str) -> None:
    assert _read(text)[0][0] == display


@pytest.mark.parametrize(
    ("text", "expected"),
    [("on 4 March 2024 100 people came", [("2024-03-04", "day"), ("100 people", "count:people")]),
     ("rooms 8 10 12", []), ("2 1000 m runs", [("1000 m", "length")])],
)
def test_space_grouping_needs_groups_of_three(text: str, expected: list[tuple[str, str]]) -> None:
    assert _read(text) == expected


@pytest.mark.parametrize("text", ["Velora P9 5G, 128 GB", "a 4G modem", "a 3T drive", "10M users"])
def test_a_capital_letter_after_a_number_is_no_gram_metre_or_tonne(text: str) -> None:
    assert not any(dimension in ("mass", "length") for _, dimension in _read(text))


def test_lower_case_units_still_read() -> None:
    assert _read("5 g of salt, 4 m wide, 3 t load") == [
        ("5 g", "mass"), ("4 m", "length"), ("3000000 g", "mass")]


def test_a_space_grouped_amount_agrees_with_the_same_amount_in_words(policy: Policy) -> None:
    result = run(policy, event(
        "What is the maximum fine under the regulation?",
        chunk("a", "Fines go up to 20 000 000 EUR.", "team_wiki"),
        chunk("b", "The maximum fine is EUR 20 million.", "team_wiki"),
        chunk("c", "Fines of up to €20m apply.", "team_wiki")))
    assert result.context.status == "clean"
    far = run(policy, event(
        "What is the maximum fine under the regulation?",
        chunk("a", "Fines go up to 10 000 000 EUR.", "team_wiki"),
        chunk("b", "The maximum fine is EUR 20 million.", "team_wiki")))
    assert [c.detected_fields for c in far.conflicts] == [["money"]]
