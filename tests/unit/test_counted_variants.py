"""A question's count word names the row its digit labels (``counted_variants``)."""

from __future__ import annotations

import pytest

from workers.engine import Policy
from workers.engine.counted_variants import asked_variants, same_noun, worded_variants
from workers.engine.distractors import of_other_variants
from workers.engine.reading import read_text

from .conftest import chunk, conflict_sets


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


_RENT_Q = "What is the weekly rent for a four-bedroom cottage at Millbrook?"


@pytest.mark.parametrize("rows", [
    "Millbrook cottages | three-bed cottage | £700 a week | four-bed cottage | £850 a week",
    "Millbrook cottages | 3 bedroom cottage | £700 a week | 4 bedroom cottage | £850 a week",
])
def test_a_row_count_in_words_or_spaced_digits_names_its_variant(
        policy: Policy, rows: str) -> None:
    """A row names its count in a word hyphened to its noun ("four-bed") or in digits before
    a spaced noun ("4 bedroom cottage") as the question's "four-bedroom" does: the other
    row is another variant, so an agreeing source is clean and a disagreeing one is not."""
    other = "Four-bedroom cottages at Millbrook rent for £{} per week."
    assert conflict_sets(policy, _RENT_Q, chunk("a", rows), chunk("b", other.format(850))) == []
    assert conflict_sets(policy, _RENT_Q, chunk("a", rows), chunk("b", other.format(900))) == [
        {"a", "b"}]


def test_a_count_word_hyphened_to_its_noun_names_a_variant() -> None:
    text = "Twin-room | Two-bed lodge | Twelve-seat minibus | twenty-one-day pass | one-off"
    assert worded_variants(text, 0, len(text)) == {("bed", "2"), ("seat", "12")}
    assert asked_variants("What is the one-off fee for a one-on-one lesson?") == frozenset()


def test_a_count_apart_from_its_noun_names_a_variant_after_an_article_or_preposition() -> None:
    from workers.engine.counted_variants import spaced_variants
    assert spaced_variants("How many rooms does the tower on four floors have?") == frozenset(
        {("floors", "4")})
    assert spaced_variants("How wide is a 30 gauge wire?") == frozenset({("gauge", "30")})
    assert spaced_variants("When did Trail 2 tents go on sale?") == frozenset()  # a name's number
    assert spaced_variants("How many people came in 1998 to the fair?") == frozenset()  # a year
    assert spaced_variants("How much is the 48-hour pass?") == frozenset()  # joined: asked_variants


def test_a_value_labelled_with_another_spaced_count_is_another_variant() -> None:
    text = "Keep sizes: the tower on three floors has 9 rooms; the tower on four floors, 12 rooms."
    values = read_text(text).values
    kept = of_other_variants(text, values, values, "How many rooms does the tower on four floors "
                                                   "have?")
    assert 9.0 not in [v.magnitude for v in kept]
    assert 12.0 in [v.magnitude for v in kept]


def test_a_spaced_count_lists_no_rows() -> None:
    """A count written apart is often part of the thing's own name, written before its
    values: a value whose label does not name it is kept."""
    text = "The 45 rpm single, 18 cm across, came out on 31 March 1949."
    values = read_text(text).values
    kept = of_other_variants(text, values, values, "In what year was the 45 rpm single issued?")
    assert any(v.field == "date" for v in kept)


def test_a_count_read_in_another_unit_labels_the_value_after_it() -> None:
    """"30L" of buttons reads as litres, yet it counts the asked noun (ligne) and labels the
    size after it, another variant of the asked 40 ligne."""
    text = "Our guide: coats usually take 30L buttons (19 mm) and cuffs 24L (15 mm)."
    values = read_text(text).values
    kept = of_other_variants(text, values, values, "How wide is a 40 ligne button?")
    assert not [v for v in kept if v.dimension == "length"]


def test_a_sentence_answering_for_another_variant_outweighs_a_lesser_one(policy: Policy) -> None:
    """The chunk's sentence carrying most of the question's words answers for a coach with
    one deck; its minibus figure, carrying fewer, is about something else still."""
    query = "How many seats are there in a coach with two decks?"
    facts = ("Fleet facts: a minibus takes 16 seats; a taxi is 4 or fewer; the coach with one "
             "deck, 49 seats, runs daily.")
    assert conflict_sets(policy, query, chunk("a", facts, "team_wiki"),
                         chunk("b", "Our coach with two decks has 80 seats.", "team_wiki"),
                         chunk("c", "On two decks the coach seats 80.", "team_wiki")) == []


def test_a_count_of_another_variant_labels_itself() -> None:
    text = "The coach with one deck, 49 seats, runs daily."
    values = read_text(text).values
    kept = of_other_variants(text, values, values, "How many seats are on a coach with two decks?")
    assert not [v for v in kept if v.dimension == "count:deck"]


def test_a_cell_after_a_value_column_is_the_rows_variants() -> None:
    text = "Hiking boot, 12-eyelet leather | 280 mm | SKU HB-12L-B9 | £145"
    values = read_text(text).values
    code = tuple(v for v in values if v.field == "identifier")
    query = "What is the SKU of the 12-eyelet leather hiking boot?"
    assert of_other_variants(text, code, values, query) == code


def test_a_cell_after_a_value_column_keeps_another_variants_row_out() -> None:
    text = ("Hiking boot, 12-eyelet leather | 280 mm | SKU HB-12L-B9\n"
            "Hiking boot, 8-eyelet suede | 280 mm | SKU HB-8S-B9")
    values = read_text(text).values
    codes = tuple(v for v in values if v.field == "identifier")
    query = "What is the SKU of the 12-eyelet leather hiking boot?"
    assert [v.surface for v in of_other_variants(text, codes, values, query)] == ["HB-12L-B9"]
