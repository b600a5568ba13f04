"""Of items of one flattened list tying on the predicate, the one naming the question's thing."""

from __future__ import annotations

from workers.engine.list_items import items_naming_most, own_words
from workers.engine.reading import read_text
from workers.engine.terms import stem

from .conftest import claim_subjects


def test_an_items_own_words_leave_the_lists_heading_out() -> None:
    words = own_words("Harbour timeline: 1802 East Quay built", frozenset({"harbour"}))
    assert stem("harbour") not in words
    assert {stem("east"), stem("quay")} <= words


def test_the_item_naming_the_asked_thing_answers_over_the_first() -> None:
    text = ("Kelsham harbour timeline: 1802 East Quay built · 1861 West Quay built · "
            "1930 West Quay widened")
    subjects = claim_subjects("In what year was the West Quay at Kelsham built?", text)
    assert [values for _, values in subjects] == [["1861"]]


def test_prose_sentences_and_other_lines_are_never_weighed_so() -> None:
    terms = frozenset({stem("west"), stem("quay"), stem("built")})
    for text in ("East Quay built in 1802. West Quay built in 1861.",
                 "1802 East Quay built\n1861 West Quay built",
                 "1802 East Quay built; 1861 West Quay built"):
        found = [(2, None, s) for s in read_text(text).sentences]
        assert len(found) == 2
        assert items_naming_most(text, found, terms) == found
    for text in ("1802 East Quay built · 1861 West Quay built",
                 "1802 East Quay built; 1861 West Quay built; 1930 quays widened"):
        found = [(2, None, s) for s in read_text(text).sentences]
        assert [f[2].snippet.rstrip(";") for f in items_naming_most(text, found, terms)] == [
            "1861 West Quay built"], text


def test_an_item_covered_by_the_heading_alone_answers_no_more_than_its_siblings() -> None:
    question = "How long did the Orvik ferry take in 1890?"
    line = ("Ferry crossings: 35 minutes for most boats in 1990; 50 minutes for Kelby boats; "
            "80 minutes in winter")
    assert claim_subjects(question, line) == []
    # the item names the asked ferry: the heading and the name pick it out
    named = ("Ferry crossings: 35 minutes for Orvik boats in 1890; 50 minutes for Kelby boats; "
             "80 minutes in winter")
    assert [values for _, values in claim_subjects(question, named)] == [["35 minute"]]
    # the item writes the question's own qualifier: it picks itself out
    seasons = "Ferry crossings: 35 minutes in summer; 50 minutes in winter; 80 minutes in storms"
    assert [values for _, values in claim_subjects(
        "How long is the Orvik ferry crossing in summer?", seasons)] == [["35 minute"]]
    assert claim_subjects("How long is the Orvik ferry crossing in spring?", seasons) == []
    # no sibling holds a rival value: the first item is the line's only answer
    lone = "Ferry crossings: 35 minutes for most boats; a café on board; tickets at the quay"
    assert [values for _, values in claim_subjects(question, lone)] == [["35 minute"]]
