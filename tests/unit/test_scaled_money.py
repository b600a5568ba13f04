"""Money written with a scale word rounds at its last written digit; exact prices never do."""

from __future__ import annotations

import pytest

from workers.engine.fields.money import extract
from workers.engine.fields.scan import scan
from workers.engine.fields.spans import Taken
from workers.engine.values import Value, differs


def _value(text: str) -> Value:
    return extract(scan(text), Taken())[0]


@pytest.mark.parametrize(
    ("a", "b"),
    [("$4,715,000", "$4.7 million"), ("$4,718,000", "$4.72m"), ("$4.7 million", "$4.72m"),
     ("£1.25bn", "£1,248,600,000"), ("€38k", "€38,150")],
)
def test_a_scaled_amount_rounds_a_more_precise_one(a: str, b: str) -> None:
    assert not differs(_value(a), _value(b), 0.0)
    assert not differs(_value(b), _value(a), 0.0)


@pytest.mark.parametrize(
    ("a", "b"),
    [("$3 million", "$2.6 million"), ("$5 million", "$4,715,000"), ("$4.7", "$4.72"),
     ("$4.7 million", "$4.8 million"), ("$4.7 million", "$4,790,000"),
     ("$4.7 million", "€4,715,000")],
)
def test_nominal_exact_or_distant_amounts_still_differ(a: str, b: str) -> None:
    assert differs(_value(a), _value(b), 0.0)
