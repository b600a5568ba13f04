"""A question's name qualified by an origin the question never writes ("the Canadian Captain
Lark") is a namesake from elsewhere: its sentence answers nothing. The texts are invented."""

from __future__ import annotations

import pytest

from workers.engine import Policy
from workers.engine.origin_namesakes import namesake_sentence

from .conftest import chunk, conflict_sets

_QUERY = "Who first drew Captain Lark for the Comet?"


@pytest.mark.parametrize(
    ("sentence", "namesake"),
    [
        ("The Canadian Captain Lark, by Rhoda Fenn, began the same year.", True),
        ("A Japanese Captain Lark was drawn by Ken Oda in 1960.", True),
        ("Captain Lark was first drawn by Tom Pike.", False),
        ("The Canadian Captain Lark borrowed from the Comet's Captain Lark.", False),
        ("The Canadian Captain Lark ran in the Comet too.", False),  # the question's other name
        ("The Yorkshireman Captain Lark is a joke name.", False),  # a noun describes a person
    ],
)
def test_a_namesake_sentence(sentence: str, namesake: bool) -> None:
    assert namesake_sentence(sentence, _QUERY) is namesake


def test_the_questions_own_origin() -> None:
    query = "When was the Pelican Act passed in the United States?"
    assert not namesake_sentence("Congress passed the US Pelican Act in 1921.", query)
    assert not namesake_sentence("The American Pelican Act dates from 1921.",
                                 "When did America pass the Pelican Act?")
    assert namesake_sentence("The Irish Pelican Act dates from 1930.", query)


def test_the_namesakes_maker_disputes_nothing(policy: Policy) -> None:
    pages = [chunk("c1", "Captain Lark was first drawn for the Comet by Tom Pike.", "team_wiki"),
             chunk("c2", "Tom Pike first drew Captain Lark for the Comet in 1948.", "team_wiki"),
             chunk("c3", "The Canadian Captain Lark, by Rhoda Fenn, started in 1948 as well.",
                   "team_wiki")]
    assert conflict_sets(policy, _QUERY, *pages) == []
