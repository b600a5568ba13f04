"""A label is named in a URL or file name, whose underscores separate words as spaces do."""

from __future__ import annotations

from workers.engine.entities import chunk_entities
from workers.engine.entity_labels import labels_named


def test_underscores_separate_a_labels_words() -> None:
    text = "retrieved from https://example.org/wiki?title=harbour_lights_rowing_club_regatta"
    assert labels_named(text, ["rowing club"]) == ["rowing club"]


def test_a_letter_still_joins_a_word() -> None:
    assert labels_named("the maréchal's house", ["mar"]) == []
    assert labels_named("along the mar river", ["mar"]) == ["mar"]
    assert labels_named("see mar_river.jpg", ["mar"]) == ["mar"]


def test_a_fragment_linking_to_one_titled_page_is_about_that_entity() -> None:
    texts = {
        "a": "Harbour Lights Rowing Club Regatta The Harbour Lights Regatta is a summer race "
             "for rowing clubs on the estuary, first held in 1921.",
        "b": "Harbour Lights Sailing Club Regatta The Harbour Lights Regatta is a summer race "
             "for sailing clubs in the bay, first held in 1935.",
        "c": "index.php?title=Harbour_Lights_Rowing_Club_Regatta & oldid=12 Categories : "
             "Rowing competitions Summer events",
    }
    labels = chunk_entities(texts, "When was the Harbour Lights Regatta first held?")
    assert labels["a"] == labels["c"] != labels["b"]
