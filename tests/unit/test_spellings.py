"""A name spelt one letter apart from the query's is another entity's name."""

from __future__ import annotations

from workers.engine.entities import chunk_entities
from workers.engine.spellings import near_spelling

Q = "What is the population of Sherbourne?"


def test_a_near_spelling_written_again_and_again_is_read() -> None:
    text = "Sherborne is a market town. In 2011 the population of Sherborne was 9,523."
    assert near_spelling(text, ("Sherbourne",)) == "sherborne"
    assert near_spelling("Sherborne is a town.", ("Sherbourne",)) == ""  # once only
    assert near_spelling(text + " Sherbourne too.", ("Sherbourne",)) == ""  # the name itself


def test_plurals_common_words_and_short_names_are_no_other_name() -> None:
    assert near_spelling("Screen one. Screen two. A screen.", ("Screven",)) == ""
    assert near_spelling("The Marrows. The Marrows met.", ("Marrow",)) == ""
    assert near_spelling("Tape it. Tape it.", ("Tate",)) == ""


def test_a_chunk_naming_a_near_spelling_is_about_that_entity() -> None:
    texts = {
        "a": "Sherborne Sherborne is a market town in Dorset. The population of Sherborne "
             "parish was 9,523.",
        "b": "Sherbourne, Warwickshire Sherbourne is a village. Its population was 174.",
        "c": "In the 2011 census, the population of Sherborne parish and the two wards of "
             "Sherborne was 1,234.",
    }
    assert chunk_entities(texts, Q) == {"a": "sherborne", "b": "warwickshire", "c": "sherborne"}


def test_another_ending_is_another_form_of_the_same_name() -> None:
    assert near_spelling("Croatia adopted it. Croatia printed it.", ("Croatian",)) == ""
    assert near_spelling("Bragina ran. Bragina won.", ("Bragin",)) == ""


def test_a_last_letter_written_twice_is_one_letter_apart_and_raises_nothing() -> None:
    from workers.engine.spellings import _one_letter_apart

    assert _one_letter_apart("halle", "hallee")
    assert _one_letter_apart("hallee", "halle")
