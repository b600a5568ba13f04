"""Names a text sets against the credited one ("X had the idea, but Y built it") answer nothing."""

from __future__ import annotations

import pytest

from workers.engine import Policy
from workers.engine.contrasted import contrasted_names
from workers.engine.named import triggers
from workers.engine.slots import read_slot

from .conftest import chunk, event, run


def _contrasted(query: str, text: str) -> list[str]:
    slot = read_slot(query)
    assert slot is not None
    return sorted(contrasted_names(text, triggers(slot.predicate), slot.words - slot.predicate))


@pytest.mark.parametrize(
    ("query", "text", "names"),
    [
        ("Who invented the marine chronometer?", "Re: Sully's chronometer — Henry Sully had the "
         "idea and his pupil Amos began one, but Harrison built the first working marine "
         "chronometer.", ["amos", "henry sully"]),
        ("Who invented the marine chronometer?", "Sully sketched one, but it was John Harrison "
         "who built a marine chronometer that kept time at sea.", ["sully"]),
        ("Who founded the Tallow Candle Company?", "Ada Frane was Ezra's partner from 1801, but "
         "Ezra founded the Tallow Candle Company alone.", ["ada frane"]),
        ("Who invented the marine chronometer?", "Henry Sully had the idea; it was Harrison "
         "who built the first marine chronometer.", ["henry sully"]),
        ("Who invented the marine chronometer?", "Re: chronometers — While Henry Sully had the "
         "idea, Harrison built the first marine chronometer.", ["henry sully"]),
    ],
)
def test_the_names_before_a_but_clause_crediting_another_are_contrasted(
    query: str, text: str, names: list[str]
) -> None:
    assert _contrasted(query, text) == names


@pytest.mark.parametrize(
    ("query", "text"),
    [
        # the "but" clause names no one doing the work
        ("Who founded the Harbour Police?", "Peel founded the Harbour Police, but the river "
         "watch came earlier."),
        # nor the question's predicate or work: another achievement
        ("Who discovered quinine?", "Pelletier found it, sure, but it was Caventou and Ross's "
         "team that made a usable drug."),
        ("Who discovered quinine?", "Pelletier found it, but Ross made it famous."),
        # a cleft or concessive main clause without the work
        ("Who discovered quinine?", "Pelletier found it; it was Ross who made it famous."),
        ("Who discovered quinine?", "While Pelletier found it, Ross made it famous."),
        # no contrast at all
        ("Who invented the marine chronometer?", "Harrison built the first marine chronometer."),
    ],
)
def test_a_but_clause_without_another_doer_of_the_work_contrasts_nothing(
    query: str, text: str
) -> None:
    assert _contrasted(query, text) == []


def test_a_post_headed_by_a_contrasted_name_agrees_with_the_credited_one(policy: Policy) -> None:
    res = run(policy, event(
        "Who invented the marine chronometer?",
        chunk("a", "Marine chronometer | Inventor: John Harrison | Year: 1735", "team_wiki"),
        chunk("b", "3 years ago · Re: Sully's chronometer — Henry Sully had the idea and his "
              "pupil Amos began one, but Harrison built the first working marine chronometer. "
              "— reply #4", "team_wiki"),
        chunk("c", "The marine chronometer was invented by John Harrison in 1735.", "team_wiki"),
    ))
    assert res.context.status == "clean"
    assert not res.conflicts


def test_a_reply_heading_credits_no_one(policy: Policy) -> None:
    res = run(policy, event(
        "Who invented the marine chronometer?",
        chunk("a", "Marine chronometer | Inventor: John Harrison | Year: 1735", "team_wiki"),
        chunk("b", "3 years ago · Re: Sully's chronometer — Sully only had the idea. Harrison "
              "built the first marine chronometer. — reply #4", "team_wiki"),
        chunk("c", "The marine chronometer was invented by John Harrison in 1735.", "team_wiki"),
    ))
    assert res.context.status == "clean"
    assert not res.conflicts
