"""A year, decade or century led by a word of period ("mid-1980s", "late-1700s") is a time,
never a code. The texts are invented."""

from __future__ import annotations

import pytest

from workers.engine.reading import read_text


@pytest.mark.parametrize(
    "text",
    ["Since the mid-1980s every rider has worn a helmet.",
     "The bridge dates from the late-1700s.",
     "Stock from pre-2001 batches is recalled.",
     "A mid-19th-century barn stands by the lane.",
     "Popular in the early-90s and again now."],
)
def test_a_period_phrase_is_no_identifier(text: str) -> None:
    assert not any(v.field == "identifier" for v in read_text(text).values)


@pytest.mark.parametrize(
    ("text", "shown"),
    [("Order part MID-1980 for the frame.", "item:MID1980"),
     ("The SKU-2019 kit ships today.", "item:SKU2019"),
     ("Model PRE-2000 is discontinued.", "item:PRE2000")],
)
def test_codes_stay_codes(text: str, shown: str) -> None:
    assert [v.display for v in read_text(text).values if v.field == "identifier"] == [shown]
