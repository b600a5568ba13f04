"""An "area" that a preposition of place leads names where a thing holds, not a size asked."""

from workers.engine.fields.areas import asks_area
from workers.engine.measure_dimensions import measure_dimensions


def test_an_area_named_as_a_place_asks_no_area() -> None:
    question = "What is the maximum fog machine output in backstage areas of the hall?"
    assert not asks_area(question)
    assert measure_dimensions(question.lower()) == frozenset({"power"})


def test_a_place_area_with_its_own_words_asks_no_area() -> None:
    assert not asks_area("What is the speed limit within the Harwick loading area?")
    assert measure_dimensions("what is the speed limit within the harwick loading area?") \
        == frozenset({"speed"})


def test_the_area_of_a_thing_is_still_asked() -> None:
    assert asks_area("What is the area of the Tarn Moss reserve?")
    assert asks_area("What is the floor area of the Kelby drill hall?")
    assert measure_dimensions("what is the surface area of loch venn?") == frozenset({"area"})


def test_an_asked_area_beside_a_place_area_is_still_asked() -> None:
    assert asks_area("What is the area of the lawns in the visitor area?")
