"""A value a closed period of past years bounds, with a change after it, answers no question
about the present. The texts are invented."""

from __future__ import annotations

import pytest

from workers.engine.claims import extract_claims
from workers.engine.past_periods import bounded_past
from workers.engine.query import read_query
from workers.engine.values import Value

from .conftest import chunk, event


def _at(text: str, surface: str) -> Value:
    start = text.index(surface)
    return Value("quantity", surface, surface, start, "length", 1.0)


@pytest.mark.parametrize(
    ("text", "dropped"),
    [
        ("the loop was 14 km from 1902 to 1931, cut to 12 km in 1932", True),
        ("the loop was 14 km between 1902 and 1931; later it shrank", True),
        ("the loop was 14 km between 1902 and 1931, since then 12 km", True),
        ("the loop was 14 km (1902–1931), then shortened", True),
        ("the loop was 14 km from 1902 to 1931.", False),  # no change after it
        ("the loop was 14 km from 1931 to 1902, then cut", False),  # no period in that order
        ("the loop is 14 km from the gate to the mill, since 1931", False),  # no years
        ("the loop was 14 km from 1902 to 1931. It was then cut.", False),  # another sentence
    ],
)
def test_a_value_bounded_by_a_past_period(text: str, dropped: bool) -> None:
    value = _at(text, "14 km")
    assert bounded_past(text, 0, [value], past=False) == ([] if dropped else [value])


def test_a_question_about_the_past_reads_it() -> None:
    text = "the loop was 14 km from 1902 to 1931, cut to 12 km in 1932"
    value = _at(text, "14 km")
    assert bounded_past(text, 0, [value], past=True) == [value]


def test_the_bounded_value_is_no_claim() -> None:
    query = "How long is the Corran Loop?"
    text = "Re: Corran Loop — the loop was 14 km from 1902 to 1931, cut down in 1932."
    ev = event(query, chunk("c1", text))
    assert not [v for c in extract_claims(ev.chunks[0], read_query(ev))
                for v in c.values.values()]
    today = "The Corran Loop is 12 km long."
    ev = event(query, chunk("c1", today))
    assert [v.display for c in extract_claims(ev.chunks[0], read_query(ev))
            for v in c.values.values()] == ["12000 m"]
