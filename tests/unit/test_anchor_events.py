"""A how-long question timed against another event: that event's own length is no answer."""

from __future__ import annotations

from workers.engine import Policy
from workers.engine.anchor_events import timed_against

from .conftest import chunk, conflict_sets


def test_the_main_and_the_anchor_clause_are_read_apart() -> None:
    words = timed_against("How long must the varnish dry before sanding starts?")
    assert words is not None
    main, anchor = words
    assert "varnish" in main and "dry" in main
    assert "sand" in anchor and "varnish" not in anchor
    assert timed_against("How long does the varnish take to dry?") is None


def test_the_anchor_events_length_joins_no_conflict(policy: Policy) -> None:
    query = "How long must the varnish dry before sanding starts?"
    sets = conflict_sets(
        policy, query,
        chunk("a", "Leave the varnish to dry for 12 hours before sanding.", "runbook"),
        chunk("b", "Let the varnish dry for 24 hours before any sanding.", "runbook"),
        chunk("c", "Sanding by hand takes about 3 hours per door.", "team_wiki"))
    assert sets == [{"a", "b"}]
