"""A prohibition whose exception names only the other side of the asked pair is plain."""

from __future__ import annotations

from workers.engine.fields import clauses
from workers.engine.side_words import other_side_excepted
from workers.engine.values import Value


def _read(sentence: str) -> Value:
    value = clauses.find(sentence, 0, sentence.lower()).value
    assert value is not None
    return value


def test_an_exception_for_the_other_hand_leaves_a_plain_prohibition() -> None:
    cell = _read("Croquet rules | Swing hand: right only")
    assert cell.exact == "prohibit||right"
    plain = other_side_excepted(cell, "May players swing with their left hand?")
    assert plain.exact == "prohibit||"
    assert plain.display == "must not"


def test_the_asked_side_or_no_side_keeps_the_exception() -> None:
    cell = _read("Croquet rules | Swing hand: right only")
    assert other_side_excepted(cell, "May players swing with their right hand?") == cell
    assert other_side_excepted(cell, "May players swing with both hands?") == cell
    assert other_side_excepted(cell, "May players swing the mallet?") == cell


def test_indoors_and_outdoors_are_a_pair_too() -> None:
    rule = Value("clause", "must not [except outdoors]", "…", 0, "modal",
                 exact="prohibit||outdoors")
    assert other_side_excepted(rule, "May guests smoke indoors?").exact == "prohibit||"
    assert other_side_excepted(rule, "May guests smoke outdoors?") == rule


def test_a_permission_is_never_changed() -> None:
    rule = Value("clause", "may [except right]", "…", 0, "modal", exact="permit||right")
    assert other_side_excepted(rule, "May riders use the left lane?") == rule
