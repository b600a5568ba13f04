"""A word that points to a time ("last", "this", "next") is no adjective of a period: "120
km last month" measures a distance, not 120 months."""

from __future__ import annotations

import pytest

from workers.engine.reading import read_text


@pytest.mark.parametrize(("text", "dimension", "magnitude"), [
    ("They cycled 120 km last month.", "length", 120_000.0),
    ("He lost 4 kg this week.", "mass", 4000.0),
    ("We planted 30 trees last year.", "count:tree", 30.0),
    ("Allow 10 extra working days.", "business-duration", 10.0),
])
def test_a_time_pointer_is_no_adjective_of_a_period(
        text: str, dimension: str, magnitude: float) -> None:
    (value,) = read_text(text).values
    assert (value.dimension, value.magnitude) == (dimension, pytest.approx(magnitude))
