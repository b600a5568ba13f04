"""A value for the opposite direction of trade joins no conflict about this one."""

from __future__ import annotations

from workers.engine import Policy
from workers.engine.opposite_flows import flow_side

from .conftest import chunk, conflict_sets


def test_the_sides_a_text_names() -> None:
    assert flow_side("Imported pallets wait in bond.") == {"in"}
    assert flow_side("Outbound and inbound lorries share the gate.") == {"in", "out"}
    assert flow_side("Pallets wait in bond.") == frozenset()


def test_the_other_directions_value_joins_no_conflict(policy: Policy) -> None:
    query = "How many days of free storage do imports get at the Harwick depot?"
    terms = {"doc_id": "harwick-terms", "source_tier": "primary"}
    stay = chunk("stay", "4.1 Free storage. Goods may stay at the Harwick depot for ten (10) "
                 "days of free storage after unloading.", **terms)
    out = chunk("out", "4.3 Export free storage at the Harwick depot: 3 days before loading.",
                **terms)
    mail = chunk("mail", "Harwick gives you 12 days of free storage, then rent starts.",
                 "support_email", source_tier="secondary")
    found = conflict_sets(policy, query, stay, out, mail)
    assert found == [{"stay", "mail"}]


def test_a_query_naming_no_direction_keeps_both(policy: Policy) -> None:
    query = "How many days of free storage are given at the Harwick depot?"
    stay = chunk("stay", "Goods may stay at the Harwick depot for 10 days of free storage.")
    out = chunk("out", "Export free storage at the Harwick depot: 3 days.", "team_wiki")
    found = conflict_sets(policy, query, stay, out)
    assert found == [{"stay", "out"}]
