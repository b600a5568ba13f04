"""An item of a distributive "one …, one … and one …" enumeration is no count."""

from __future__ import annotations

import pytest

from workers.engine.fields.quantity import ANCHORED, _distributed_one


def _ones(text: str) -> list[bool]:
    lower = text.lower()
    return [_distributed_one(m, lower) for m in ANCHORED.finditer(lower)
            if m.group("cnum") == "one"]


@pytest.mark.parametrize(
    "text",
    ["The valley has one chapel for the farmers, one for the miners and one for the monks.",
     "One gate faces the river, another the market.",
     "One bridge carries the railway and the other the road.",
     "One well is sweet, one well is salt."],
)
def test_each_item_of_a_distributive_enumeration_is_no_count(text: str) -> None:
    assert _ones(text) and all(_ones(text))


@pytest.mark.parametrize(
    "text",
    ["The harbour has one slipway.",
     "The airfield has one runway and one helipad.",
     "The estate has one lake, one of the largest in the county.",
     "There is one chapel, and two halls."],
)
def test_a_count_of_one_stays_a_count(text: str) -> None:
    assert _ones(text) and not any(_ones(text))
