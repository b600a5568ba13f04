"""Two names joined by "and" where a *who* answer stands are one answer, and the pair by
surname agrees with the pair in full (``name_lists``). The sentences are invented."""

from __future__ import annotations

from workers.engine.name_lists import partner_after, partner_before
from workers.engine.named import name_answers, triggers
from workers.engine.predicate_words import predicate_hits
from workers.engine.slots import read_slot
from workers.engine.values import same_name

_QUERY = "Who founded the Salt Lantern Theatre in Kovrin?"


def _credited(text: str) -> list[tuple[str, str]]:
    slot = read_slot(_QUERY)
    own = slot.words - slot.predicate
    hits = predicate_hits(text, triggers(slot.predicate), slot.words)
    return [(v.display, v.exact or "") for v in name_answers(
        text, 0, hits, own, predicate_hits(text, own), own_names=slot.names)]


def test_a_pair_after_the_agent_and_a_pair_before_a_possessive_are_one_answer_each() -> None:
    full = _credited("The Salt Lantern Theatre was founded by Ana Mirk and Tomo Bešić in 1998.")
    short = _credited("Ten seasons on, Mirk and Bešić's theatre, founded in a barn, is full.")
    assert [d for d, _ in full] == ["Ana Mirk and Tomo Bešić"]
    assert same_name(full[0][1], "mirk bešić")
    assert short == [("Mirk and Bešić", "mirk bešić")]
    assert same_name(short[0][1], full[0][1])


def test_a_name_joined_to_no_name_stays_alone() -> None:
    assert [d for d, _ in _credited("It was founded by Ana Mirk and the town council.")] == [
        "Ana Mirk"]
    assert partner_after("by Ana Mirk and the council", 11) is None
    assert partner_after("by Ana Mirk and Tomo Bešić, in 1998", 11) == (16, 26)
    assert partner_before("Mirk and Bešić's theatre", 9) == (0, 4)
    assert partner_before("the and Bešić's theatre", 8) is None
