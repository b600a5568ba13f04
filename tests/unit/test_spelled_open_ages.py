"""A threshold age in words, open upwards ("aged five and over"), is read for a question
asking an age though its sentence holds no digit (``stated_ages.spelled_open_age``), and a
four-letter past of a three-letter base stems to the base, so "aged" carries the
question's "age" (``terms.stem``). The texts are invented."""

from __future__ import annotations

from workers.engine.stated_ages import spelled_open_age
from workers.engine.terms import stem

from .conftest import claim_subjects

_Q = "What is the minimum age for the Junior Rowing squad?"


def test_short_pasts_stem_to_their_base() -> None:
    assert stem("aged") == stem("age") == "age"
    assert stem("used") == stem("use")
    assert stem("owed") == "owe"


def test_short_words_of_their_own_keep_their_stem() -> None:
    assert stem("shed") == "shed"
    assert stem("bred") == "bred"
    assert stem("need") == "need"
    assert stem("added") == "add"


def test_a_spelled_open_age_is_a_stated_sentence() -> None:
    assert spelled_open_age("the junior rowing squad is for rowers aged eleven and over.")
    assert spelled_open_age("junior rowing: twelve or older, with a swim test.")
    assert spelled_open_age("open to rowers aged nine+ only.")


def test_other_spelled_numbers_are_no_open_age() -> None:
    assert not spelled_open_age("the squad trains over five weeks.")
    assert not spelled_open_age("bring two oars and a spare.")


def test_the_spelled_age_answers_an_age_question() -> None:
    assert claim_subjects(_Q, "The Junior Rowing squad is for rowers aged eleven and over.") \
        == [("", ["11"])]
    assert claim_subjects(_Q, "Junior Rowing squad: twelve or older.") == [("", ["12"])]
    assert claim_subjects(_Q, "The Junior Rowing squad meets over five weeks.") == []
