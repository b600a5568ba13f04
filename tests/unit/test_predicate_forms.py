"""Predicate classes take a word only as a form of one of their words: the stemmer's final
"e" drop must not merge a class word with the distinct word it ends in ("premiere" /
"Premier Support")."""

from __future__ import annotations

import pytest

from workers.engine.predicate_words import predicate_hits
from workers.engine.predicates import canonical_word
from workers.engine.questions import read_slot


@pytest.mark.parametrize(
    ("word", "term"),
    [("premiere", "#release"), ("premiered", "#release"), ("Premieres", "#release"),
     ("premiering", "#release"), ("released", "#release"), ("release", "#release"),
     ("premier", "premier"), ("Premier", "premier"), ("premier's", "premier"),
     ("born", "#birth"), ("founded", "#founding")],
)
def test_a_class_takes_only_the_forms_of_its_words(word: str, term: str) -> None:
    assert canonical_word(word) == term


def test_a_premier_is_no_release() -> None:
    release = frozenset({"#release"})
    assert predicate_hits("Java SE 8: Premier Support until March 2022", release) == []
    text = "Nattfergen premiered in Christiania, 4 March 1911."
    assert [text[s:e] for s, e, _ in predicate_hits(text, release)] == ["premiered"]
    assert "#release" not in read_slot("When did the premier league start?").words
