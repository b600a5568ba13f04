"""The shared classes of capitalised words that name nothing (``name_words``)."""

from __future__ import annotations

from workers.engine import name_words
from workers.engine.values import same_name


def test_classes_are_lower_case_single_tokens() -> None:
    for word in name_words.PERSON_TITLES | name_words.DETERMINERS_AND_PRONOUNS:
        assert word == word.lower()
        assert word.split() == [word]


def test_titles_and_pronouns_are_disjoint() -> None:
    assert not name_words.PERSON_TITLES & name_words.DETERMINERS_AND_PRONOUNS


def test_a_surname_with_any_title_agrees_with_the_full_name() -> None:
    assert same_name("professor okonkwo", "adaeze okonkwo")
    assert same_name("father willis", "henry willis")
    assert not same_name("professor okonkwo", "adaeze mensah")
