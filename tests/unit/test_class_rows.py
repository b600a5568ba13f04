"""A row labelled with a word beside a predicate class names that class."""

from __future__ import annotations

from workers.engine.class_rows import class_label, predicate_label
from workers.engine.predicates import canonical_word

from .conftest import claim_subjects, slot_answers

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


def test_a_label_that_is_the_predicate_in_another_form_is_the_asked_row() -> None:
    sink, write = (frozenset({canonical_word(w)}) for w in ("sink", "write"))
    assert predicate_label("Sank: 3 May 1911, off Arran", sink)
    assert predicate_label("Written: 1902", write)
    assert not predicate_label("Raised: 1931", sink)
    assert not predicate_label("Opened: 1931", frozenset({"#founding"}))  # class_label's


def test_an_infobox_row_so_labelled_joins_the_pages_that_state_the_event() -> None:
    text = ("Lady Arla (steamer) | Built: Leith, 1889 | Sank: 3 May 1911, off Arran | "
            "Owner: Clyde Line | Crew: 14")
    assert slot_answers("In what year did the steamer Lady Arla sink?", text) == ["1911-05-03"]
    assert [subject for subject, _ in claim_subjects(
        "In what year did the steamer Lady Arla sink?", text)] == [""]
