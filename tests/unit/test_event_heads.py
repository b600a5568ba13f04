"""A how-long question about "the <Head> of <Name>" (``event_heads``): a chunk that writes the
name but never the head states the durations of the name's other things."""

from __future__ import annotations

from workers.engine.claim_records import Claim
from workers.engine.claims import extract_claims
from workers.engine.event_heads import asked_head, head_named_only
from workers.engine.query import read_query

from .conftest import chunk, event

Q = "How long did the Blockade of Tarrow last?"


def _read(text: str) -> list[Claim]:
    ev = event(Q, chunk("c", text))
    return extract_claims(ev.chunks[0], read_query(ev))


def _claims(text: str) -> int:
    return len(head_named_only(_read(text), text, Q))


def test_the_head_and_the_name_of_the_asked_event() -> None:
    assert asked_head(Q) == ("blockad", ("tarrow",))
    assert asked_head("How long does the Festival of Saint Brannoc's Lanterns last?") == (
        "festival", ("saint", "brannoc", "lanterns"))


def test_spans_titles_and_parts_are_no_event_heads() -> None:
    assert asked_head("How long was the Reign of Queen Matilde?") is None  # a span
    assert asked_head("How long is The Rise of the Marsh King?") is None  # a title
    assert asked_head("How long does the battery of the Orla X2 last?") is None  # a part
    assert asked_head("When did the Blockade of Tarrow end?") is None


def test_a_chunk_naming_only_the_name_answers_nothing() -> None:
    assert _claims("Tarrow harbour boat trip, £12, 2 hours.") == 0
    assert _claims("The Blockade of Tarrow lasted 40 days.") == 1
    assert _claims("The town of Tarrow was blockaded for 40 days.") == 1  # the head's verb
    read = _read("The Blockade of Tarrow lasted 40 days.")
    assert head_named_only(read, "It lasted 40 days.", Q) == read  # neither: left alone
