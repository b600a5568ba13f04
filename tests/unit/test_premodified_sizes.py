"""A size written as another noun's modifier after a determiner is that noun's, in the table
attribute's reading too; a size after a verb or before the asked noun stays."""

from __future__ import annotations

from workers.engine import Policy

from .conftest import claim_surfaces, web_conflict_sets

_TALL = "How tall is the gatehouse of Verlen Abbey?"


def test_a_size_before_another_noun_is_that_nouns() -> None:
    assert claim_surfaces(_TALL, "The 4-metre bronze angel on the Verlen Abbey gatehouse was "
                                 "regilded last spring.") == []
    assert claim_surfaces(_TALL, "Its 3 m oak door still opens onto the Verlen Abbey "
                                 "gatehouse.") == []


def test_a_size_before_the_asked_noun_or_after_a_verb_stays() -> None:
    assert claim_surfaces(_TALL, "The 31-metre gatehouse of Verlen Abbey dates from 1410.") \
        == ["31-metre"]
    assert claim_surfaces(_TALL, "Verlen Abbey's gatehouse stood 31 metres tall.") \
        == ["31 metres"]


def test_another_nouns_size_makes_no_conflict(policy: Policy) -> None:
    assert web_conflict_sets(
        policy, _TALL,
        "Verlen Abbey gatehouse | Height: 31 m | Built: 1410 | Statue: St Anne, 4 m",
        "Verlen Abbey's gatehouse is 31 metres tall.",
        "Jun 2022 — The 4-metre gilded St Anne on the Verlen Abbey gatehouse shines again.",
    ) == []
