"""A clause number leading a label numbers the text: the label's words are what follows."""

from __future__ import annotations

import pytest

from workers.engine import Policy
from workers.engine.segments import label_of, label_text

from .conftest import chunk, conflict_sets


@pytest.mark.parametrize(
    ("body", "text"),
    [("7.3 Drivers' shift pattern: nights start at 22:00", "Drivers' shift pattern"),
     ("12. Locker hire: £4 a week", "Locker hire"),
     ("Lockers - 2.1 Staff lockers: £4 a week", "Staff lockers"),
     ("2026 intake: 40 places", "2026 intake"),
     ("Gym: open 24 hours", "Gym")],
)
def test_a_leading_clause_number_is_no_word_of_the_label(body: str, text: str) -> None:
    assert label_text(body) == text
    terms, _ = label_of(body)
    assert terms == label_of(f"{text}: x")[0]


def test_numbered_clauses_of_two_manuals_meet(policy: Policy) -> None:
    query = "How many rest breaks do Kestrel drivers take on a night shift?"
    found = conflict_sets(
        policy, query,
        chunk("man-a", "4.2 Drivers' breaks: on a night shift drivers take three rest breaks.",
              "hr_handbook"),
        chunk("man-b", "6.1 Drivers' breaks: two rest breaks are taken on every night shift.",
              "hr_handbook"),
    )
    assert found == [{"man-a", "man-b"}]
