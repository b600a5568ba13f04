"""An infobox row labelled "First <event>:" answers a when-question asking when the subject
first did that event, on an infobox whose heading names the question's name."""

from __future__ import annotations

from workers.engine.policy import Policy

from .conftest import chunk, claim_subjects, conflict_sets

_CLIMBED = "In what year was Brannoch Pike first climbed?"
_BOX = "Brannoch Pike | Range: Lusk Hills | Height: 912 m | First ascent: 3 June 1851, A. Rowe"


def test_a_first_event_noun_row_under_the_subject_s_heading_answers() -> None:
    assert claim_subjects(_CLIMBED, _BOX) == [("", ["1851-06-03"])]
    made = "Tarn Blue cheese | Region: Tarnby | Maker: Ada Lusk | First made: 1907 | Milk: ewe"
    assert claim_subjects("In what year did Ada Lusk first make Tarn Blue cheese?", made) \
        == [("", ["1907"])]
    noun = "Tarnby Bugle | Type: weekly | First appearance: 1921 | Editor: J. Vale"
    assert claim_subjects("In what year did the Tarnby Bugle first appear?", noun) \
        == [("", ["1921"])]


def test_another_event_or_another_thing_s_box_answers_nothing() -> None:
    other = "Brannoch Pike | Range: Lusk Hills | First survey: 1830 | Height: 912 m"
    assert claim_subjects(_CLIMBED, other) == []  # a survey is no ascent
    box = "Corrie Dubh | Range: Lusk Hills | First ascent: 1849 | Height: 870 m"
    assert claim_subjects(_CLIMBED, box) == []  # another peak's box
    assert claim_subjects("In what year was Brannoch Pike climbed in winter?", _BOX) == []


def test_the_row_joins_the_pages_that_state_the_year(policy: Policy) -> None:
    found = conflict_sets(
        policy, _CLIMBED,
        chunk("a", _BOX, "team_wiki"),
        chunk("b", "Brannoch Pike was first climbed in 1851 by Alfred Rowe.", "team_wiki"),
        chunk("c", "Re: Lusk walks — Brannoch Pike was first climbed in 1851.", "team_wiki"),
        chunk("d", "Brannoch Pike was first climbed in 1857, a plaque says.", "team_wiki"),
    )
    assert found == [{"a", "b", "c", "d"}]
