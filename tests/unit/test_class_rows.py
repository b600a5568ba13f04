"""A row labelled with a word beside a predicate class names that class."""

from __future__ import annotations

from workers.engine.class_rows import class_label

from .conftest import slot_answers

_RELEASE = frozenset({"#release"})


def test_a_synonym_label_before_a_date_names_the_class() -> None:
    assert class_label("Introduced: 1954", _RELEASE) is not None
    assert class_label("GA: March 2014", _RELEASE) is not None
    assert class_label("Introduced: 1954", frozenset({"#birth"})) is None
    assert class_label("Introduced species: rabbits", _RELEASE) is None
    assert class_label("Bill introduced by: Senator Hale", _RELEASE) is None


def test_an_infobox_row_so_labelled_answers_and_is_the_subject_s() -> None:
    text = "Halden Mk II field radio | Introduced: 1954 | Weight: 9 kg | Maker founded 1921"
    assert slot_answers("In what year did Halden launch the Mk II field radio?", text) \
        == ["1954"]
