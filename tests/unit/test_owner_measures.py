"""A measure written as the modifier of the question's named thing measures the thing as a
whole, no part the question asks about. The texts are invented."""

from __future__ import annotations

import pytest

from workers.engine.claims import extract_claims
from workers.engine.owner_measures import asks_part, measures_owner, measures_whole_owner
from workers.engine.query import read_query
from workers.engine.questions import read_slot
from workers.engine.values import Value

from .conftest import chunk, event, sentence_answers

_QUESTION = "How wide are the sail blades of the Brenner Hill Windmill?"


def _at(text: str, surface: str) -> Value:
    start = text.index(surface)
    return Value("quantity", surface, surface, start, "length", 1.0)


@pytest.mark.parametrize(
    ("question", "part"),
    [
        (_QUESTION, True),
        ("How wide are the Brenner Hill Windmill's sail blades?", True),
        ("How tall is the Brenner Hill Windmill?", False),  # the thing itself
        ("What is the height of the Brenner Hill Windmill?", False),  # a size word
        ("How tall is the Tower of Brenner?", False),  # "of" inside the name
    ],
)
def test_a_question_about_a_part(question: str, part: bool) -> None:
    assert asks_part(question) is part


@pytest.mark.parametrize(
    ("text", "surface", "owner"),
    [
        ("the 38-metre Brenner Hill Windmill keeps its old sails", "38-metre", True),
        ("Seen from the road, the 38 m Brenner Hill Windmill.", "38 m", True),
        ("the 38-metre Brenner Hill Windmill", "38-metre", True),
        ("the 12-metre Brenner sail blades turn slowly", "12-metre", False),  # the part's own
        ("the blades are 12 metres wide", "12 metres", False),  # no modifier
        ("a 38-metre crane stood by the mill", "38-metre", False),  # no name follows
    ],
)
def test_a_measure_of_the_named_thing(text: str, surface: str, owner: bool) -> None:
    slot = read_slot(_QUESTION)
    assert measures_owner(text, 0, _at(text, surface), slot.names, slot.words) is owner


def test_the_owner_measure_is_no_claim() -> None:
    text = ("Ten years on, the 38-metre Brenner Hill Windmill still has the widest sail "
            "blades in the county.")
    ev = event(_QUESTION, chunk("c1", text))
    assert not [v for c in extract_claims(ev.chunks[0], read_query(ev))
                for v in c.values.values()]
    stated = "The sail blades of the Brenner Hill Windmill are 4 metres wide."
    ev = event(_QUESTION, chunk("c1", stated))
    assert [v.display for c in extract_claims(ev.chunks[0], read_query(ev))
            for v in c.values.values()] == ["4 m"]


def test_the_whole_owner_of_an_asked_part_is_measured_as_a_whole() -> None:
    question = "How heavy is the heart of a grey tovrin?"
    text = "the museum one weighed 180 kg; the whole tovrin can top 150 tonnes."
    assert measures_whole_owner(text, text.index("150"), question)
    assert not measures_whole_owner(text, text.index("180"), question)
    text = "the whole heart of the tovrin weighs 180 kg"  # the part itself, whole
    assert not measures_whole_owner(text, text.index("180"), question)
    text = "the whole tovrin can top 150 tonnes"
    assert not measures_whole_owner(text, text.index("150"), "How heavy is a grey tovrin?")


def test_the_whole_owners_weight_is_no_answer_about_its_part() -> None:
    question = "How heavy is the heart of a grey tovrin?"
    assert sentence_answers(question, "Re: tovrins — the whole tovrin can top 150 tonnes.") == []
    assert sentence_answers(question, "A grey tovrin's heart weighs about 180 kg.") == [
        "about 180 kg"]
