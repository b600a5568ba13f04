"""The part of a breakdown that names the question's "of"-qualifier answers, not the total.
The texts are invented."""

from __future__ import annotations

from workers.engine.breakdowns import qualified_part
from workers.engine.claims import extract_claims
from workers.engine.query import read_query
from workers.engine.questions import read_slot
from workers.engine.values import Value

from .conftest import chunk, event


def _counts(text: str, *surfaces: str) -> list[Value]:
    return [Value("quantity", s, s, text.index(s), "count", float(s)) for s in surfaces]


def test_the_of_qualifier_of_a_count_question() -> None:
    assert read_slot("How many crates of pears did the Orrin barge carry?").of_what == "pear"
    assert read_slot("How many crates did the Orrin barge carry?").of_what == ""
    assert read_slot("How many of the crates held pears?").of_what == ""


def test_the_part_named_by_the_qualifier() -> None:
    text = "Crates: 40 (25 of apples, 15 of pears)"
    total, apples, pears = _counts(text, "40", "25", "15")
    assert qualified_part(text, 0, [total], [total, apples, pears], "pear") == [pears]
    assert qualified_part(text, 0, [total], [total, apples, pears], "plum") == [total]
    assert qualified_part(text, 0, [total], [total, apples, pears], "") == [total]


def test_no_breakdown_or_no_single_named_part_changes_nothing() -> None:
    text = "Crates: 40 (20 of pears, 15 of apples)"  # 20 + 15 is not 40
    total, pears, apples = _counts(text, "40", "20", "15")
    assert qualified_part(text, 0, [total], [total, pears, apples], "pear") == [total]
    both = "Crates: 40 (25 of pears, 15 of pears)"
    total, one, two = _counts(both, "40", "25", "15")
    assert qualified_part(both, 0, [total], [total, one, two], "pear") == [total]
    far = "Crates: 40 (25 ripe apples, 15 ripe pears)"  # the noun is not right after
    total, one, two = _counts(far, "40", "25", "15")
    assert qualified_part(far, 0, [total], [total, one, two], "pear") == [total]


def test_the_named_part_is_the_claim() -> None:
    query = "How many crates of pears did the Orrin barge carry?"
    text = "Orrin barge | Cargo | Crates: 40 (25 of apples, 15 of pears)"
    ev = event(query, chunk("c1", text))
    assert [v.display for c in extract_claims(ev.chunks[0], read_query(ev))
            for v in c.values.values()] == ["15"]
