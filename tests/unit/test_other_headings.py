"""A row or sentence headed as another instance of the kind states that instance's values
(``other_headings``). The texts are invented."""

from __future__ import annotations

from workers.engine.claims import extract_claims
from workers.engine.other_headings import other_headings_dropped
from workers.engine.query import read_query

from .conftest import chunk
from .conftest import event as _event

_WHISK = "Who invented the Tamsin egg whisk?"
_CARP = "How heavy was the record carp caught in Lake Orvane?"


def _read(query: str, text: str) -> list[str]:
    ev = _event(query, chunk("c", text, "team_wiki"))
    return [v.surface for c in extract_claims(ev.chunks[0], read_query(ev))
            for v in c.values.values()]


def _kept(query: str, text: str) -> list[str]:
    ev = _event(query, chunk("c", text, "team_wiki"))
    claims = extract_claims(ev.chunks[0], read_query(ev))
    return [v.surface for c in other_headings_dropped(claims, query) for v in c.values.values()]


def test_a_heading_of_other_instances_answers_nothing() -> None:
    for text in ("Earlier inventors: Edna Pike, Leeds.", "Rival inventor: Tom Vail, 1852",
                 "Later inventor: Tom Vail", "Earlier whisks: invented by Ada Moss in 1841."):
        assert _read(_WHISK, text) != []  # read, then set aside
        assert _kept(_WHISK, text) == []


def test_a_question_writing_the_headings_word_and_other_headings_keep_values() -> None:
    assert _kept(_WHISK, "Inventor: Tom Vail") == ["Tom Vail"]
    assert _kept("Who invented the other Tamsin whisk?",
                 "Other inventors: Edna Pike, Leeds.") == ["Edna Pike"]
    assert _kept("Who was the predecessor of King Aldo of Varn?",
                 "King Aldo | Predecessor: Brann II | Successor: Cael") == ["Brann II"]

