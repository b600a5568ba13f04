"""A question's count word names the row its digit labels (``counted_variants``)."""

from __future__ import annotations

from workers.engine.counted_variants import asked_variants, same_noun
from workers.engine.distractors import of_other_variants
from workers.engine.reading import read_text


def test_count_word_is_its_digit() -> None:
    assert asked_variants("How much is the three-room cottage per week?") == frozenset(
        {("room", "3")})
    assert asked_variants("Price of a 48-hour ticket?") == frozenset({("hour", "48")})
    assert asked_variants("Is there a three bedroom option?") == frozenset()


def test_abbreviated_nouns_are_one_noun() -> None:
    assert same_noun("bed", "bedroom")
    assert same_noun("pp", "person")
    assert same_noun("hrs", "hour")
    assert not same_noun("seat", "person")


def test_row_of_the_asked_count_is_kept() -> None:
    text = "Cottage rates | 2-bed cottage | £610 per week | 4-bed cottage | £940 per week"
    values = read_text(text).values
    kept = of_other_variants(text, values, values, "What does a four-bedroom cottage cost?")
    assert [v.magnitude for v in kept] == [940.0]


def test_pp_row_answers_a_person_count() -> None:
    text = "Canoe hire: 2pp canoe £55 a day; 3pp canoe £70 a day"
    values = read_text(text).values
    kept = of_other_variants(text, values, values, "How much is the three-person canoe?")
    assert [v.magnitude for v in kept] == [70.0]
