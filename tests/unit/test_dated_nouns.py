"""A year written as a noun's modifier dates that noun."""

from __future__ import annotations

import pytest

from workers.engine.dated_nouns import dated_noun, dates_another_noun


@pytest.mark.parametrize(
    ("text", "year", "noun"),
    [("the 1921 strike started over pay", "1921", "strike"),
     ("its 1994 refit added a deck", "1994", "refit"),
     ("the line opened in 1861", "1861", ""),          # no determiner right before
     ("the 1861 and 1874 maps", "1861", ""),            # a link word after it
     ("the 2019 season was wet", "2019", "")],          # the subject's own edition
)
def test_the_noun_a_year_modifies(text: str, year: str, noun: str) -> None:
    at = text.index(year)
    assert dated_noun(text, at, at + 4) == noun


def test_a_noun_the_question_owns_keeps_the_year() -> None:
    text = "the 1861 opening drew crowds"
    at = text.index("1861")
    assert not dates_another_noun(text, at, at + 4, lambda noun: noun == "opening")
    assert dates_another_noun(text, at, at + 4, lambda noun: noun == "launch")
