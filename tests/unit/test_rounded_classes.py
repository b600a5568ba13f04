"""Majority classes: a rounded value joins the class of the value it equals."""

from __future__ import annotations

from workers.engine import Policy

from .conftest import chunk, event, run


def _wiki(cid: str, text: str) -> dict[str, object]:
    return chunk(cid, text, "team_wiki", source_tier="secondary")


def test_a_rounded_value_votes_with_the_value_it_equals(policy: Policy) -> None:
    ev = event("How much does the Ashgrove Classic saddle weigh?",
               _wiki("a", "The Ashgrove Classic saddle weighs 1,200 g."),
               _wiki("b", "The Ashgrove Classic saddle weighs 1,170 g."),
               _wiki("c", "The Ashgrove Classic saddle weighs 1.17 kg in our tests."),
               _wiki("d", "Ashgrove Classic saddle: weighs 1170 grams."),
               chunk("e", "Dealers: the Ashgrove Classic saddle weighs 1.25 kg.", "partner_deck",
                     source_tier="tertiary"))
    conflicts = run(policy, ev).conflicts
    assert len(conflicts) == 1
    assert conflicts[0].rule_applied == ["authoritative_source", "majority"]
    assert conflicts[0].winner in {"b", "c", "d"}


def test_converted_values_that_agree_stay_one_class(policy: Policy) -> None:
    ev = event("How tall is the Kestrel Mill chimney?",
               _wiki("a", "The Kestrel Mill chimney is 1,378 ft tall."),
               _wiki("b", "The Kestrel Mill chimney is 420 m tall."),
               _wiki("c", "The Kestrel Mill chimney is 420 metres tall."),
               _wiki("d", "The Kestrel Mill chimney is 450 m tall."))
    conflicts = run(policy, ev).conflicts
    assert len(conflicts) == 1
    assert conflicts[0].rule_applied == ["majority"]
    assert conflicts[0].winner in {"a", "b", "c"}
