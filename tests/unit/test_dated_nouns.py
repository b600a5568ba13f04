"""A year written as a noun's modifier dates that noun."""

from __future__ import annotations

import pytest

from workers.engine.dated_nouns import dated_name, dated_noun, dates_another_noun


@pytest.mark.parametrize(
    ("text", "year", "noun"),
    [("the 1921 strike started over pay", "1921", "strike"),
     ("its 1994 refit added a deck", "1994", "refit"),
     ("the line opened in 1861", "1861", ""),          # no determiner right before
     ("the 1861 and 1874 maps", "1861", ""),            # a link word after it
     ("the 2019 season was wet", "2019", ""),           # the subject's own edition
     ("built after the Norse raid of 1120-21", "1120", "raid"),  # a noun and "of"
     ("begun in the summer of 1120", "1120", ""),       # a time "of" the year
     ("the mill of 1120 stands", "1120", "mill")],
)
def test_the_noun_a_year_modifies(text: str, year: str, noun: str) -> None:
    at = text.index(year)
    assert dated_noun(text, at, at + 4) == noun


def test_a_noun_the_question_owns_keeps_the_year() -> None:
    text = "the 1861 opening drew crowds"
    at = text.index("1861")
    assert not dates_another_noun(text, at, at + 4, lambda noun: noun == "opening")
    assert dates_another_noun(text, at, at + 4, lambda noun: noun == "launch")


_ASKED = frozenset("kessel viaduct opened open".split())


def _asked(word: str) -> bool:
    return word.lower() in _ASKED


@pytest.mark.parametrize(
    ("text", "year", "name"),
    [("The Kessel Viaduct opened, easing traffic on the 1936 Marrow Bridge.", "1936",
      "marrow bridge"),                                       # another named thing's year
     ("Crowds came to the 1936 Kessel Fair.", "1936", ""),    # a name word the question's
     ("It opened in the 1936 Marrow Festival week.", "1936", ""),  # the clause names the event
     ("Traffic moved to the 1936 bridge.", "1936", ""),       # no name: dated_noun's
     ("Traffic moved in 1936 to Marrow Bridge.", "1936", "")],  # no determiner before
)
def test_a_year_before_a_name_dates_that_name(text: str, year: str, name: str) -> None:
    at = text.index(year)
    assert dated_name(text, at, at + 4, _asked) == name
    if name:
        assert dates_another_noun(text, at, at + 4, _asked)
