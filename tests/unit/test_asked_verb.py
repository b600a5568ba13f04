"""The question's verb read after its auxiliary (``asked_verb``): a noun placed by a name
before the question's final word is no verb; that final word is."""

from __future__ import annotations

import pytest

from workers.engine.asked_verb import asked_verb
from workers.engine.event_of_question import WORD


def _verb(question: str) -> str:
    words = [(m.group(0), m.start()) for m in WORD.finditer(question)]
    return asked_verb(words[1:], question)  # the words after "did"


@pytest.mark.parametrize(
    ("question", "verb"),
    [("did the copper mine at Falun close?", "close"),
     ("did the tram strike in Bergen begin ?", "begin"),
     ("did the ropeworks near Port Elgin burn?", "burn"),
     # an event verb ends the question after a place of several words
     ("did the dock strike at the port of Leith end?", "end"),
     ("did the yard in Leith, Fife build?", "build"),
     # only names after "in"/"at"/"near", a plural last: the noun is passed over, no verb
     ("did the yard at Leith launches?", "")])
def test_a_noun_placed_by_a_name_leaves_the_final_word_as_the_verb(
        question: str, verb: str) -> None:
    assert _verb(question) == verb


@pytest.mark.parametrize(
    ("question", "verb"),
    [("did Ines de Varga chart the reef?", "chart"),
     ("did Pieter van Dorn print the map?", "print"),
     ("did Radio 9XQ, later KQW, start regular news?", ""),
     ("did the seed collector Ada Lind first bring seed back from Nepal?", "bring"),
     # a particle that joins no two capitalised words is read as any word
     ("did the shop van deliver?", "deliver")])
def test_name_particles_and_apposition_adverbs_are_no_verb(question: str, verb: str) -> None:
    assert _verb(question) == verb
