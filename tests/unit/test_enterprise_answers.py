"""Enterprise text written by others: which chunks take a side, and which value answers."""

from __future__ import annotations

from workers.engine import Policy
from workers.engine.reading import read_text
from workers.engine.slots import answer, read_slot

from .conftest import chunk, event, run


def _answer(query: str, text: str) -> list[str]:
    reading = read_text(text)
    out = []
    for sentence in reading.sentences:
        start = text.find(sentence.snippet, sentence.offset)
        out.extend(v.display for v in answer(sentence.snippet, start, sentence.sentence_values,
                                             read_slot(query)))
    return list(dict.fromkeys(out))


def test_a_chunk_whose_value_is_of_another_dimension_takes_no_side(policy: Policy) -> None:
    res = run(policy, event(
        "How many porters must be on the loading dock?",
        chunk("a", "Loading dock: at least five porters must be on duty.", "team_wiki"),
        chunk("b", "Loading dock: at least seven porters must be on duty.", "team_wiki"),
        chunk("c", "Loading dock shifts run with a 45-minute break.", "team_wiki"),
    ))
    (record,) = res.conflicts
    assert sorted(c.chunk_id for c in record.chunks) == ["a", "b"]


def test_all_of_a_thing_is_its_measure_a_part_is_not() -> None:
    query = "How long is the Harrow Canal path?"
    text = "We walked all 64 km of the Harrow Canal path in 4 days."
    assert _answer(query, text) == ["64000 m"]
    assert _answer(query, "The towpath covers 12 km of the Harrow Canal path in 4 days.") \
        != ["12000 m"]
