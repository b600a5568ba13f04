"""A capitalised type code between a number and its plural noun ("four AA cells") is read as
the noun's adjective: the count is of the noun (``fields.coded_counts``)."""

from __future__ import annotations

import pytest

from workers.engine.reading import read_text


@pytest.mark.parametrize(("text", "dimension", "count"), [
    ("The torch runs on four AA cells.", "count:cell", 4.0),
    ("The radio takes 3 D batteries.", "count:battery", 3.0),
    ("The dock has two HDMI outputs.", "count:output", 2.0),
    ("The remote needs 2 AAA batteries.", "count:battery", 2.0),
])
def test_a_type_code_does_not_hide_the_counted_noun(
        text: str, dimension: str, count: float) -> None:
    values = [v for v in read_text(text).values if v.dimension.startswith("count")]
    assert [(v.dimension, v.magnitude) for v in values] == [(dimension, count)]


@pytest.mark.parametrize(("text", "dimension"), [
    ("The hall is lit by 40 W lamps.", "power"),
    ("The card stores 8 GB files.", "size"),
])
def test_a_unit_symbol_is_no_type_code(text: str, dimension: str) -> None:
    assert [v.dimension for v in read_text(text).values] == [dimension]


def test_a_clock_marker_is_no_type_code() -> None:
    assert not [v for v in read_text("The 8 PM trains were late.").values
                if v.dimension.startswith("count")]
