"""A question opening "By what date" asks a deadline (``query._BY_WHEN``)."""

from __future__ import annotations

from workers.engine import Policy
from workers.engine.query import read_query

from .conftest import chunk, conflict_sets, event


def test_a_by_what_date_question_asks_a_deadline() -> None:
    assert read_query(event("By what date must tenants renew their parking permit?")).focus \
        == "deadline"
    assert read_query(event("By when should members book their allotment plot?")).focus \
        == "deadline"
    assert read_query(event("What date does the parking permit start?")).focus != "deadline"


def test_a_due_date_and_a_must_by_date_meet(policy: Policy) -> None:
    query = "By what date must tenants renew their parking permit?"
    rule = chunk("rule", "3.4 Parking permits must be renewed by 30 April 2027.", "hr_handbook",
                 doc_id="tenant-guide", source_tier="primary")
    due = chunk("due", "Renewals of parking permits are due no later than 15 April 2027.",
                "hr_handbook", doc_id="estate-guide-2027", source_tier="primary")
    assert conflict_sets(policy, query, rule, due) == [{"rule", "due"}]
