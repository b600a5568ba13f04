"""Of one document's rows, the one naming more of the question's words is the narrower case."""

from __future__ import annotations

from workers.engine import Policy

from .conftest import chunk, event, run


def _sheet(cid: str, text: str, doc_id: str = "deli-storage-guide") -> dict[str, object]:
    return chunk(cid, text, "policy", doc_id=doc_id, source_tier="primary")


_QUERY = "How many days does smoked mackerel pate keep in the fridge?"


def test_the_row_naming_the_asked_case_wins_by_specificity(policy: Policy) -> None:
    ev = event(_QUERY, _sheet("a", "Food | Fridge life\nMackerel pate | up to 3 days"),
               _sheet("b", "Food | Fridge life\nSmoked mackerel pate | 5 days"))
    conflicts = run(policy, ev).conflicts
    assert len(conflicts) == 1
    assert conflicts[0].rule_applied == ["specificity"]
    assert conflicts[0].winner == "b"


def test_rows_of_two_documents_are_left_to_the_other_rules(policy: Policy) -> None:
    ev = event(_QUERY, _sheet("a", "Food | Fridge life\nMackerel pate | up to 3 days", "guide-a"),
               _sheet("b", "Food | Fridge life\nSmoked mackerel pate | 5 days", "guide-b"))
    conflicts = run(policy, ev).conflicts
    assert all(c.rule_applied != ["specificity"] for c in conflicts)
