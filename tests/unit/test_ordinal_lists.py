"""A list of holders under a heading without the asked ordinal answers no ordinal question.
Texts are invented."""

from __future__ import annotations

from workers.engine.ordinal_lists import asked_ordinal, unranked_listed
from workers.engine.questions import read_slot
from workers.engine.values import Value


def _names(text: str, *names: str) -> list[Value]:
    return [Value("text", n, n, text.index(n)) for n in names]


def _kept(text: str, *names: str, ordinal: str = "first") -> list[str]:
    return [v.display for v in unranked_listed(text, 0, _names(text, *names), ordinal)]


def test_the_ordinal_of_an_office_question() -> None:
    slot = read_slot("Who was the first editor of the Kessby Ledger?")
    assert slot is not None
    assert asked_ordinal(slot.compounds, slot.predicate) == "first"
    slot = read_slot("Who edits the Kessby Ledger?")
    assert slot is not None
    assert asked_ordinal(slot.compounds, slot.predicate) == ""


def test_a_list_under_a_heading_without_the_ordinal_answers_nothing() -> None:
    text = "Famous editors of the Ledger: Ada Vale, Tom Brind, Ivo Salt, Una Mott"
    assert _kept(text, "Ada Vale", "Ivo Salt") == []
    assert _kept(text, "Ada Vale", ordinal="") == ["Ada Vale"]   # no ordinal asked


def test_a_heading_with_the_ordinal_a_short_list_and_other_cells_keep_their_names() -> None:
    text = ("Kessby Ledger | Founder and first editor: Ada Vale | "
            "Editors: Tom Brind, Ivo Salt, Una Mott")
    assert _kept(text, "Ada Vale") == ["Ada Vale"]
    assert _kept("Editors: Ada Vale, Tom Brind", "Ada Vale") == ["Ada Vale"]
    text = "Editors: Tom Brind, Ivo Salt, Una Mott | Founded by Ada Vale"
    assert _kept(text, "Ada Vale") == ["Ada Vale"]
