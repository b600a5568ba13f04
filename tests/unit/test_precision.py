"""Physical measures agree at the precision written; exact units never round."""

from __future__ import annotations

import pytest

from workers.engine.fields.quantity import extract
from workers.engine.fields.scan import scan
from workers.engine.fields.spans import Taken
from workers.engine.values import Value, differs


def _value(text: str) -> Value:
    return extract(scan(text), Taken())[0]


@pytest.mark.parametrize(
    ("a", "b"),
    [("1,642 m", "5,387 feet"), ("78.37 °C", "173°F"), ("78.4 °C", "78.37 °C"),
     ("412 km", "256 miles"), ("50 m", "164 ft"), ("1.9 kg", "4.2 lb")],
)
def test_a_rounded_conversion_is_the_same_measure(a: str, b: str) -> None:
    assert not differs(_value(a), _value(b), 0.0)


@pytest.mark.parametrize(
    ("a", "b"),
    [("99.9%", "99.95%"), ("2 hours", "2.4 hours"), ("1 t", "800 kg"), ("1.8 m", "1,600 mm"),
     ("80 km", "50 miles"), ("2 weeks", "15 days"), ("30 km", "31 km"), ("1.5 km", "1.6 km")],
)
def test_other_measures_still_differ(a: str, b: str) -> None:
    assert differs(_value(a), _value(b), 0.0)
