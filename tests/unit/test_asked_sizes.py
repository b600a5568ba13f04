"""A question for a physical size asks for a quantity (``asked_sizes``)."""

from __future__ import annotations

import pytest

from workers.engine import Policy
from workers.engine.asked import AMOUNT, MONEY, asked_fields

from .conftest import conflict_sets


@pytest.mark.parametrize(
    ("query", "fields"),
    [
        ("From what height can the Brellon K2 helmet be dropped?", AMOUNT),
        ("What weight can the Tarsby trolley carry?", AMOUNT),
        ("Which wingspan did the first Orrel glider have?", AMOUNT),
        ("How tall is the Penmore lighthouse?", AMOUNT),
        ("How heavy was the original Vantor laptop?", AMOUNT),
        ("How high is the parking fee at Penmore station?", MONEY),
        ("In what capacity did Ann Rudd serve the club?", None),
        ("What height restrictions apply on the Penmore bridge?", AMOUNT),
    ],
)
def test_a_size_question_asks_a_quantity(query: str, fields: frozenset[str] | None) -> None:
    assert asked_fields(query) == fields


def test_model_codes_beside_a_size_are_context(policy: Policy) -> None:
    query = "From what height was the Brellon K2 helmet tested against a fall?"
    assert conflict_sets(
        policy, query,
        {"chunk_id": "a", "doc_id": "a", "doc_class": "team_wiki",
         "text": "Brellon K2-100 | Launched: 2011 | Test: 3 m fall onto steel"},
        {"chunk_id": "b", "doc_id": "b", "doc_class": "team_wiki",
         "text": "The Brellon K2 helmet was tested against a fall from 3 m."},
        {"chunk_id": "c", "doc_id": "c", "doc_class": "team_wiki",
         "text": "Brellon K2-300 helmet, matte black, size L — £89.00."},
    ) == []
