"""Predicate classes take a word only as a form of one of their words: the stemmer's final
"e" drop must not merge a class word with the distinct word it ends in ("premiere" /
"Premier Support")."""

from __future__ import annotations

import pytest

from workers.engine import Policy
from workers.engine.predicate_words import predicate_hits
from workers.engine.predicates import canonical_word
from workers.engine.questions import read_slot

from .conftest import chunk, event, run


@pytest.mark.parametrize(
    ("word", "term"),
    [("premiere", "#release"), ("premiered", "#release"), ("Premieres", "#release"),
     ("premiering", "#release"), ("released", "#release"), ("release", "#release"),
     ("premier", "premier"), ("Premier", "premier"), ("premier's", "premier"),
     ("born", "#birth"), ("founded", "#founding"), ("saw", "see"), ("seen", "see"),
     ("seeing", "see")],
)
def test_a_class_takes_only_the_forms_of_its_words(word: str, term: str) -> None:
    assert canonical_word(word) == term


def test_a_premier_is_no_release() -> None:
    release = frozenset({"#release"})
    assert predicate_hits("Java SE 8: Premier Support until March 2022", release) == []
    text = "Nattfergen premiered in Christiania, 4 March 1911."
    assert [text[s:e] for s, e, _ in predicate_hits(text, release)] == ["premiered"]
    assert "#release" not in read_slot("When did the premier league start?").words


def test_a_destruction_is_answered_in_any_of_its_words(policy: Policy) -> None:
    assert {canonical_word(w) for w in ("destroyed", "burned", "burnt", "demolished")} == {
        "#destruction"}
    res = run(policy, event(
        "When was the Harlow Opera House destroyed by fire?",
        chunk("a", "Harlow Opera House | Opened: 1862 | Destroyed: 3 May 1908, fire in the "
                   "scenery store", "team_wiki"),
        chunk("b", "The Opera House staged Verdi in 1871, toured its company from 1880 until "
                   "the manager died in 1895; it burned in 1908.", "team_wiki"),
        chunk("c", "Q: what happened to the harlow opera house? A: it was destroyed in a fire "
                   "in 1906.", "team_wiki"),
    ))
    (record,) = res.conflicts
    assert {c.chunk_id: c.values.get("date") for c in record.chunks}["b"] == "1908"
