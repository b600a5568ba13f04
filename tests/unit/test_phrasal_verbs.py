"""Phrasal verbs name one event as a single word does, in a question and in a text; a verb of
mere occurrence leaves the subject's head noun as the event; a relative clause's verb is no
event of the question (``phrasal_verbs``, ``event_of_question``, ``tied_dates``)."""

from __future__ import annotations

import pytest

from workers.engine.event_of_question import question_event
from workers.engine.phrasal_verbs import asked_phrasal, phrasal_hits, phrasal_terms, subject_head
from workers.engine.predicates import canonical_word
from workers.engine.tied_dates import tied
from workers.engine.values import Value


def _date(text: str, surface: str) -> Value:
    return Value("date", surface, surface, text.index(surface), "year")


def _terms(question: str) -> frozenset[str]:
    event = question_event(question, close=True)
    assert event is not None
    return event.terms


@pytest.mark.parametrize(
    ("question", "meaning"),
    [("In what year was the granite obelisk at Orsby put up?", "erect"),
     ("In what year did shepherds come upon the Tarnwell caves?", "find"),
     ("In what year did the first gas lamps go in on Mill Lane?", "install"),
     ("In what year did the Harwick Fair first take place?", "happen"),
     ("In what year did the Velm street band first turn out?", "appear")])
def test_a_phrasal_verb_of_the_question_is_its_event(question: str, meaning: str) -> None:
    terms = _terms(question)
    assert canonical_word(meaning) in terms
    assert not terms & {"orsby", "tarnwell", "plac", "mill"}  # no names, no "place"


def test_a_found_thing_is_a_discovery_too() -> None:
    assert asked_phrasal("When did divers stumble upon the wreck?") == frozenset(
        {canonical_word("find"), canonical_word("discover")})
    assert asked_phrasal("When did the divers find the wreck?") is None


@pytest.mark.parametrize(
    ("text", "surface", "answers"),
    [("Re: Mill Lane — the lamps went in in 1872, my grandfather said.", "1872", True),
     ("The Orsby obelisk went up in 1811, paid for by the parish.", "1811", True),
     ("Shepherds came across the Tarnwell caves in 1790 while searching for a ewe.", "1790",
      True),
     # another event's verb between: the date stays the other event's
     ("The Orsby obelisk, which went up in 1811, was cleaned in 1990.", "1990", False)])
def test_a_text_s_phrasal_verb_names_the_asked_event(
        text: str, surface: str, answers: bool) -> None:
    questions = {"1872": "In what year were the gas lamps on Mill Lane installed?",
                 "1811": "In what year was the granite obelisk at Orsby put up?",
                 "1990": "In what year was the granite obelisk at Orsby put up?",
                 "1790": "In what year did shepherds come upon the Tarnwell caves?"}
    event = question_event(questions[surface], close=True)
    assert event is not None
    assert tied(text, _date(text, surface), event) is answers


def test_phrasal_hits_only_for_an_asked_meaning() -> None:
    text = "The window went in during 1931."
    assert phrasal_hits(text, frozenset({"install"})) == [(11, 18, "install")]
    assert phrasal_hits(text, frozenset({"appear"})) == []
    assert phrasal_hits("The cost went into the budget.", frozenset({"install"})) == []


@pytest.mark.parametrize(
    ("question", "head"),
    [("When did the apparition at Harnby take place?", "apparition"),
     ("In what year did the Siege of Coldmoor wine tasting take place?", "tasting"),
     ("On what date did Kessel Mountain's Great Eruption happen?", "Eruption"),
     ("When did the Tollard mill fire first happen?", "fire"),
     ("When did the Tollard mill burn?", "")])
def test_the_subject_head_of_an_occurrence(question: str, head: str) -> None:
    assert subject_head(question) == head


def test_an_occurrence_s_subject_noun_names_its_event() -> None:
    question = "When did the Tollard mill fire happen?"
    assert canonical_word("fire") in _terms(question)
    text = "The great fire at Tollard mill broke out in 1866."
    event = question_event(question, close=True)
    assert event is not None
    assert tied(text, _date(text, "1866"), event) is False  # "broke" is another verb
    text = "The fire at Tollard mill of 1866 destroyed the roof."
    assert tied(text, _date(text, "1866"), event) is True


def test_a_dateline_a_span_after_the_occurrence_answers_nothing() -> None:
    event = question_event("On what date did the apparition at Harnby take place?",
                           close=True)
    assert event is not None
    text = "May 2, 1950 — Fifty years after the 1900 apparition, pilgrims filled Harnby."
    assert tied(text, _date(text, "May 2, 1950"), event) is False


@pytest.mark.parametrize(
    ("question", "wanted", "unwanted"),
    [("In what year was the stag shot at Glen Ure that began the feud?", "shoot", "begin"),
     ("In what year did Ada Fenn sign the deed that founded the almshouse?", "sign",
      "#founding")])
def test_a_relative_clause_s_verb_is_no_event_of_the_question(
        question: str, wanted: str, unwanted: str) -> None:
    terms = _terms(question)
    assert wanted in terms
    assert unwanted not in terms


def test_a_crash_into_is_a_plunge_into() -> None:
    assert {"plung", "crash"} <= _terms("On what date did the probe Arlen plunge into Venus?")


def test_what_a_subject_gets_arrives() -> None:
    question = "In what year did the hamlet of Brill get its first post box?"
    assert "arriv" in _terms(question)
    event = question_event(question, close=True)
    assert event is not None
    text = "Re: Brill — the hamlet's first post box arrived in 1902, my aunt says."
    assert tied(text, _date(text, "1902"), event) is True
    assert "arriv" not in _terms("In what year did the hamlet of Brill build its first school?")


@pytest.mark.parametrize(
    ("question", "release"),
    [("When did the Orla cordless kettle first go on sale?", True),
     ("When did the second Velm songbook come out?", True),
     ("When did Harwick Motors put the Tern coupe on sale?", True),
     ("When did the Velm press bring the pocket atlas out?", True),
     ("When did the Velm press bring the pocket atlas out in paperback?", False),
     ("When did the Velm press print the pocket atlas?", False)])
def test_a_phrasal_release_adds_the_release_words(question: str, release: bool) -> None:
    words = frozenset({canonical_word("release"), "sale", "sell"})
    assert phrasal_terms(question) == (words if release else frozenset())
    assert asked_phrasal(question) is None  # a release names no event alone


def test_a_phrasal_verb_of_the_asked_class_carries_a_when_question() -> None:
    from .conftest import slot_answers

    assert slot_answers("In what year was the Orle hut built?",
                        "The first Orle hut went up in 1881; a hotel came later.") == ["1881"]
    assert slot_answers("In what year was the beetle first released in Dorland?",
                        "In 1931 farmers first let a small beetle called Orla loose in "
                        "Dorland.") == ["1931"]
    assert slot_answers("In what year was Orle Lodge built?",
                        "Orle Lodge went up in 1881.") == ["1881"]
    assert slot_answers("In what year was Orle Lodge built?",
                        "Prices at Orle Lodge went down in 1881.") == []
