"""A label numbering a procedure's step names no thing: the segment keeps its subject."""

from __future__ import annotations

import pytest

from workers.engine import Policy
from workers.engine.step_labels import names_a_step

from .conftest import chunk, conflict_sets


@pytest.mark.parametrize(
    ("label", "expected"),
    [("Step 4", True), ("stage two", True), ("Phase 1b", True), ("Step IV", True),
     ("Step 4 (staging)", False), ("Returns step 2", False), ("Stepney", False), ("", False)],
)
def test_which_labels_number_a_step(label: str, expected: bool) -> None:
    assert names_a_step(label) is expected


def test_a_step_of_a_runbook_meets_the_policy(policy: Policy) -> None:
    found = conflict_sets(
        policy, "How often must the signing certificates of the build farm be renewed?",
        chunk("pol", "Build farm signing certificates shall be renewed every 60 days."),
        chunk("rb", "Step 2: the renewal job replaces the build farm signing certificates "
                    "every 120 days.", "runbook"),
    )
    assert found == [{"pol", "rb"}]
