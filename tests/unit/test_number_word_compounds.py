"""A number word in a compound ("a three-hour class") and an American hundred ("two hundred
forty") are read as numbers, never as the noun a count counts."""

from __future__ import annotations

import pytest

from workers.engine.reading import read_text


@pytest.mark.parametrize(
    ("text", "display"),
    [("Book a three-hour class at the studio.", "3 hour"),
     ("We run a four day course each spring.", "4 day"),
     ("It is an eleven-week programme.", "77 day"),
     ("The hall seats two hundred forty guests.", "240 guest"),
     ("Order a dozen mugs.", "12 mug")],
)
def test_the_number_word_is_the_number(text: str, display: str) -> None:
    assert [v.display for v in read_text(text).values] == [display]


def test_a_number_word_after_a_is_no_counted_noun() -> None:
    assert read_text("Each kit holds a five litre can.").values[0].display == "5 l"


@pytest.mark.parametrize(
    ("text", "magnitude"),
    [("Its average was one million six hundred forty-one thousand heat units.", 1_641_000),
     ("The album sold two million five hundred thousand copies.", 2_500_000),
     ("Two million, three hundred thousand visitors came.", 2_300_000),
     ("The album sold two million copies.", 2_000_000)],
)
def test_millions_in_words_are_read_with_what_follows_them(text: str, magnitude: int) -> None:
    assert [v.magnitude for v in read_text(text).values] == [magnitude]
