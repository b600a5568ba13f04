"""The length of a thing that lasts is a duration (``span_lengths.py``)."""

from __future__ import annotations

import pytest

from workers.engine import Policy
from workers.engine.questions import read_slot
from workers.engine.span_lengths import asks_span_length

from .conftest import conflict_sets


@pytest.mark.parametrize(
    ("query", "asked"),
    [
        ("What is the shortest rental length for a cargo bike?", True),
        ("What is the usual length of a tenancy in the harbour flats?", True),
        ("What length of lease do you offer on the workshop units?", True),
        ("What is the length of the studio hire contract for a choir?", True),
        ("What is the length of the party wall between the units?", False),
        ("What is the recommended lead length for a puppy?", False),
        ("What is the length of the slipway at the north quay?", False),
    ],
)
def test_the_length_of_a_thing_that_lasts(query: str, asked: bool) -> None:
    words = [w.lower() for w in query.rstrip("?").split()]
    assert asks_span_length(words) is asked
    assert (read_slot(query).kind == "duration") is asked


def test_hours_answer_a_rental_length(policy: Policy) -> None:
    sets = conflict_sets(
        policy, "What is the shortest rental length for a cargo bike?",
        chunk_of("a", "Shortest rental: 3 hours per bike, collected from the depot."),
        chunk_of("b", "Shortest rental: 2 hours per bike, paid at the counter."),
    )
    assert sets == [{"a", "b"}]


def chunk_of(chunk_id: str, text: str) -> dict[str, object]:
    """A primary price-sheet chunk of its own document."""
    return {"chunk_id": chunk_id, "doc_id": f"doc-{chunk_id}", "text": text,
            "doc_class": "price_sheet", "source_tier": "primary"}
