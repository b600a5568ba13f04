"""A question's "first <noun>" against a sentence's later instance of that noun ("later
issues", "the second edition"): another instance's values. The texts are invented."""

from __future__ import annotations

import pytest

from workers.engine import Policy
from workers.engine.later_ordinals import later_instance

from .conftest import chunk, conflict_sets

_QUERY = "How many pages did the first issue of the Gull have?"


@pytest.mark.parametrize(
    ("sentence", "later"),
    [
        ("Later Gull issues grew to 32 pages.", True),
        ("The second issue ran to 28 pages.", True),
        ("Subsequent issues had 30 pages.", True),
        ("The first issue had 24 pages; later issues had 32.", False),  # it names the first
        ("The Gull later added colour pages.", False),  # no issue after "later"
        ("The second printing of the annual had 40 pages.", False),
    ],
)
def test_a_later_instance(sentence: str, later: bool) -> None:
    assert later_instance(sentence, "issu") is later


def test_the_later_issue_disputes_nothing(policy: Policy) -> None:
    pages = [chunk("c1", "The Gull | First issue: 24 pages | Price: 1d", "team_wiki"),
             chunk("c2", "My copy of the first issue of the Gull has 24 pages.", "team_wiki"),
             chunk("c3", "Later issues of the Gull grew to 32 pages.", "team_wiki")]
    assert conflict_sets(policy, _QUERY, *pages) == []
