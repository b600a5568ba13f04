"""A length written as another dimension answers no attribute-keyed size question."""

from __future__ import annotations

from workers.engine.claims import Claim
from workers.engine.dimensioned import asked_dimension_only
from workers.engine.reading import read_text
from workers.engine.values import Value


def _claim(value: Value) -> Claim:
    return Claim(subject="s", attribute="height", facets=(), values={"quantity": value},
                 snippet="", position=0, qualifier_terms=frozenset(), mentions=frozenset(),
                 asides=frozenset(), snippets={})


def _claims(text: str) -> list[Claim]:
    return [_claim(v) for v in read_text(text).values if v.dimension == "length"]


def test_a_width_answers_no_how_tall_question() -> None:
    text = "The largest dahlia bloom on show measured 41 cm across."
    assert asked_dimension_only(_claims(text), text, "How tall was the tallest dahlia?") == []
    wide = "The old barn door is 3 m wide."
    assert asked_dimension_only(_claims(wide), wide, "How high is the barn door?") == []


def test_the_asked_dimension_and_an_unmarked_length_stay() -> None:
    text = "The record dahlia grew 3.6 m tall."
    assert len(asked_dimension_only(_claims(text), text, "How tall was the tallest dahlia?")) == 1
    plain = "The record dahlia reached 3.6 m."
    assert len(asked_dimension_only(_claims(plain), plain, "How tall is the dahlia?")) == 1


def test_an_extent_is_left_to_the_slot_reading() -> None:
    text = "Carrow mill, 14 m of tarred timber, still grinds."
    assert len(asked_dimension_only(_claims(text), text, "What is the height of Carrow mill?")) == 1


def test_a_list_item_opening_on_another_dimensions_superlative() -> None:
    text = "Garden records: tallest topiary, Hollin Yews, 14 m; widest lawn, Brackmere"
    assert asked_dimension_only(_claims(text), text, "How long is the Hollin Yews walk?") == []
    # the superlative names the asked dimension: the value stays
    assert asked_dimension_only(_claims(text), text, "How tall is the Hollin Yews topiary?")
    # a dimension word right after the length says what it measures
    long = "Garden records: tallest topiary, Hollin Yews, 140 m long; widest lawn, Brackmere"
    assert asked_dimension_only(_claims(long), long, "How long is the Hollin Yews walk?")


def test_a_length_of_a_noun_phrase_naming_another_dimension() -> None:
    text = "Double-width canvas bolts of 1.5 m are sold in most craft shops."
    assert asked_dimension_only(_claims(text), text, "How long is a bolt of canvas?") == []
    height = "Most narrowboats have a cabin height of 1.8 m inside."
    assert asked_dimension_only(_claims(height), height, "How long is a narrowboat?") == []


def test_the_asked_dimension_or_an_adjective_before_of_stays() -> None:
    text = "Double-width canvas bolts of 1.5 m are sold in most craft shops."
    assert asked_dimension_only(_claims(text), text, "How wide is a bolt of canvas?")
    speed = "The high-speed line of 300 km opened last spring."
    assert asked_dimension_only(_claims(speed), speed, "How long is the new line?")
