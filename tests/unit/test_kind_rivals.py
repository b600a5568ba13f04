"""Another named thing of the question's kind owns its values. The texts are invented."""

from __future__ import annotations

from workers.engine.kind_rivals import kind_rival
from workers.engine.rivals import rival

_HALL = "In what year was the Marlow Court Chapel built?"
_LAKE = "What is the area of Lake Orrin?"


def _other(sentence: str, query: str = _HALL) -> str:
    return kind_rival(sentence, query, len(sentence))


def test_another_names_possessed_thing_of_the_kind_is_a_rival() -> None:
    said = "Kessel Abbey's small chapel was built in 1702 for the monks."
    assert _other(said) == "rival:kind-kessel-abbey"
    assert rival(said, _HALL) == "rival:kind-kessel-abbey"


def test_the_kind_under_another_of_name_is_a_rival() -> None:
    assert kind_rival("The Lake of Varden, about 410 km², is deeper.", "What is the area of "
                      "Varden Lake?", 40) == ""  # the question's own name, turned round
    # "Lake Orrin" opens on its kind: "Lake" is a word of its name, written here
    assert _other("The Lake of Varden covers about 410 km².", _LAKE) == ""
    assert _other("The Chapel of Saint Brin was built in 1688.") == "rival:kind-saint-brin"


def test_the_subject_named_a_place_or_a_superlative_keeps_the_sentence() -> None:
    assert _other("Kessel Abbey's chapel (1702) is younger than Marlow's.") == ""
    assert _other("Sweden's little chapel was built in 1702.") == ""  # one word: a place
    assert _other("North Yorkshire's oldest chapel was built in 1702.") == ""
    assert _other("Kessel Abbey's gardens were laid out in 1702.") == ""  # another kind


def test_a_value_before_the_name_is_not_read() -> None:
    said = "Built in 1702, like Kessel Abbey's chapel."
    assert kind_rival(said, _HALL, said.index("1702")) == ""
