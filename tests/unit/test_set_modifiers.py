"""A name of the question's written after two different capitalised modifiers in one
sentence names other things than the question's bare name. The texts are invented."""

from __future__ import annotations

import pytest

from workers.engine.claims import extract_claims
from workers.engine.query import read_query
from workers.engine.set_modifiers import set_modifier

from .conftest import chunk, event

_FAIR = "On what date does the Harvest Fair open in 2031?"


@pytest.mark.parametrize(
    ("text", "found"),
    [
        ("Upper Harvest Fair opens 2 May, a week before Lower Harvest on 9 May.",
         "rival:set-upper-harvest"),
        ("Lower Harvest opens 9 May; Upper Harvest Fair on 2 May.", "rival:set-lower-harvest"),
        ("Upper Harvest Fair opens 2 May.", ""),  # one modifier: a description
        ("News Harvest Fair | The Upper Harvest Fair opens 2 May.", ""),  # no value between
        ("The Harvest Fair opens 2 May, Upper Harvest and Lower Harvest later.", ""),  # bare first
        ("Harvest Fair 2031 opens 2 May.", ""),
        ("In May Harvest Fair opens 2 May, unlike June Harvest.", ""),  # months are no names
    ],
)
def test_a_name_after_two_set_modifiers(text: str, found: str) -> None:
    first = next(i for i, c in enumerate(text) if c.isdigit())
    assert set_modifier(text, _FAIR, until=first) == found


def test_only_before_the_first_value_and_only_for_a_bare_name() -> None:
    text = "It opens 2 May, before Upper Harvest and Lower Harvest."
    assert set_modifier(text, _FAIR, until=text.index("2 May")) == ""
    assert set_modifier("Upper Fair 2 May, Lower Fair 9 May", _FAIR) == ""  # "Fair" is not bare
    assert set_modifier("Upper Harvest 2 May, Lower Harvest 9 May", "When is it open?") == ""


def test_the_question_s_own_modifier_is_no_rival() -> None:
    query = "On what date does the Upper Harvest Fair open?"
    assert set_modifier("Upper Harvest opens 2 May, Lower Harvest 9 May", query) == ""


def test_a_set_modified_sentence_states_no_claim() -> None:
    text = "Upper Harvest Fair opens on 2 May 2031, a week before Lower Harvest on 9 May."
    ev = event(_FAIR, chunk("c1", text))
    assert not [v for c in extract_claims(ev.chunks[0], read_query(ev))
                for v in c.values.values()]
    plain = "The Harvest Fair opens on 2 May 2031."
    ev = event(_FAIR, chunk("c1", plain))
    assert [v.display for c in extract_claims(ev.chunks[0], read_query(ev))
            for v in c.values.values()] == ["2031-05-02"]
