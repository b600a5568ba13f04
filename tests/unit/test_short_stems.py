"""A short verb's "-ed" and "-ing" forms stem as the verb does (``terms.stem``)."""

from __future__ import annotations

from workers.engine.terms import stem


def test_a_short_verb_keeps_its_e_in_every_form() -> None:
    for forms in (("rule", "ruled", "ruling", "rules"), ("move", "moved", "moving"),
                  ("vote", "voted", "voting"), ("name", "named", "naming")):
        assert {stem(w) for w in forms} == {forms[0]}, forms


def test_stems_with_no_silent_e_stay_bare() -> None:
    assert [stem(w) for w in ("added", "ended", "fixed", "eating", "hopped", "opened")] == [
        "add", "end", "fix", "eat", "hopp", "open"]
    assert stem("escalated") == stem("escalating") == stem("escalate") == "escalat"
