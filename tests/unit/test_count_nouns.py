"""What a count counts: the noun after a quoted word, and nouns the same in both numbers."""

from __future__ import annotations

import pytest

from workers.engine.fields import quantity
from workers.engine.fields.scan import scan
from workers.engine.fields.spans import Taken
from workers.engine.terms import stem
from workers.engine.values import Value


def counts(text: str) -> list[tuple[str, str]]:
    found: list[Value] = quantity.extract(scan(text), Taken())
    return [(v.display, v.dimension) for v in found]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Each pitch takes up to two well-trained ponies.", ("2 pony", "count:pony")),
        ("The barn holds 14 long-tailed sheep.", ("14 sheep", "count:sheep")),
        ("We stock 6 hard-wearing rugs.", ("6 rug", "count:rug")),
    ],
)
def test_a_participle_compound_before_the_noun_describes_what_is_counted(
    text: str, expected: tuple[str, str]
) -> None:
    assert expected in counts(text)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ('Of the 800 pines, only 12 "heritage" trees remain.', ("12 tree", "count:tree")),
        ("The hall keeps 40 ‘vintage’ lamps lit.", ("40 lamp", "count:lamp")),
        ("we saw 9 'rare' birds", ("9 bird", "count:bird")),
    ],
)
def test_a_quoted_word_before_the_noun_describes_what_is_counted(
    text: str, expected: tuple[str, str]
) -> None:
    assert expected in counts(text)


def test_a_quoted_word_is_not_read_when_no_noun_follows_the_number() -> None:
    assert counts('score 3 "a" b') == []


@pytest.mark.parametrize("noun", ["species", "series", "means", "headquarters"])
def test_a_noun_the_same_in_both_numbers_keeps_its_ending(noun: str) -> None:
    assert stem(noun) == noun
    assert counts(f"there are 14 {noun} here") == [(f"14 {noun}", f"count:{noun}")]


def test_other_plurals_still_lose_their_ending() -> None:
    assert stem("berries") == "berry"
    assert counts("about 300 berries") == [("300 berry", "count:berry")]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Members pay a forty per cent share up front.", "40%"),
        ("Staff get a twenty-five percent discount.", "25%"),
        ("We keep an eighty per cent reserve.", "80%"),
    ],
)
def test_a_number_word_before_per_cent_is_a_percentage_not_a_counted_noun(
    text: str, expected: str
) -> None:
    assert counts(text) == [(expected, "percent")]


@pytest.mark.parametrize(
    "text", ["Riders under 14 must wear a back protector.", "Guests over 65 may book early.",
             "Members aged 30 should renew online.", "Teams of 5 will share a lane."])
def test_a_modal_verb_after_a_number_counts_nothing(text: str) -> None:
    assert counts(text) == []


def test_a_noun_spelled_like_a_verb_still_counts() -> None:
    assert counts("The stall sold 3 cans of cider.") == [("3 can", "count:can")]


@pytest.mark.parametrize("text", ["Members over 70 cannot renew online.",
                                  "At 16 or 17 they may enter with an adult.",
                                  "Aged 14 you can join the junior squad."])
def test_a_modal_or_a_pronoun_after_a_number_counts_nothing(text: str) -> None:
    assert not [d for d, dim in counts(text) if dim.startswith("count:")]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("The marina rents out five two-berth cabins.", ("5 cabin", "count:cabin")),
        ("They renovated three four-door saloons last spring.", ("3 saloon", "count:saloon")),
        ("We listed 12 three-bedroom houses.", ("12 house", "count:house")),
    ],
)
def test_a_number_led_compound_before_the_noun_describes_what_is_counted(
    text: str, expected: tuple[str, str]
) -> None:
    assert expected in counts(text)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("The course runs as eight two-hour evening classes.", [("2 hour", "duration")]),
        ("She booked a two-berth cabin.", []),
        ("By 2031 two-berth cabins will be gone.", []),
    ],
)
def test_a_number_led_compound_is_no_description_after_a_unit_a_or_a_year(
    text: str, expected: list[tuple[str, str]]
) -> None:
    assert counts(text) == expected


def test_a_count_word_repeated_in_digits_counts_its_noun() -> None:
    assert ("12 seat", "count:seat") in counts("The minibus carries up to twelve (12) seats.")
    assert ("3 guest", "count:guest") in counts("Each member may bring three (3) guests.")
