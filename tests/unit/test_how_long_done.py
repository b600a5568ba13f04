""""How long did … <verb>?" asks a duration (``how_long_done``). Questions invented."""

from __future__ import annotations

from workers.engine.how_long_done import asks_duration_of_act
from workers.engine.questions import read_slot


def test_how_long_someone_did_something_asks_a_duration() -> None:
    assert asks_duration_of_act("how long did the hermit stay in his cave?")
    assert read_slot("How long did the hermit Ivo stay in his cave?").kind == "duration"
    assert read_slot("How long has the mill been closed?").kind == "duration"


def test_an_extent_verb_or_a_copula_leaves_a_length_open() -> None:
    assert not asks_duration_of_act("how long does the wall stretch along the coast?")
    assert not asks_duration_of_act("how long will the new tunnel be?")
    assert read_slot("How long is the Kessby tunnel?").kind == "measure"
