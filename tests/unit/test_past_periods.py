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


def _date(text: str, surface: str) -> Value:
    start = text.index(surface)
    return Value("date", surface, surface, start, "day")


@pytest.mark.parametrize(
    "text",
    ["The Corran mill ground its first flour in 1790, and much later became a museum.",
     "Its first boat sailed on 4 May 1851; afterwards the line ran daily.",
     "The school first opened its doors in the year 1902 and was subsequently enlarged."],
)
def test_the_date_of_a_first_event_is_no_first_state(text: str) -> None:
    """A date after "in" / "on" is when a first event happened: a later event in the
    sentence does not undo it."""
    surface = next(s for s in ("1790", "4 May 1851", "1902") if s in text)
    value = _date(text, surface)
    assert bounded_past(text, 0, [value], past=False) == [value]


def test_a_first_state_a_later_change_replaces_is_still_set_aside() -> None:
    text = "The Corran choir originally had 12 singers; later it grew to 30."
    value = _at(text, "12 singers")
    assert bounded_past(text, 0, [value], past=False) == []
