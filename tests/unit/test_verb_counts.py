"""A bare count right after a question word ending in "s" (a present verb, a plural label)
counts; after a singular noun it is a name. The sentences are invented."""

from __future__ import annotations

from workers.engine import Policy
from workers.engine.verb_counts import asked_verb_before, verb_count

from .conftest import chunk, event, run


def test_a_present_verb_or_plural_ends_in_one_s() -> None:
    text = "The barn seats 80; Room 4; arrows 6; the bus 9; it is 5"

    def word(w: str) -> bool:
        at = text.index(w)
        return verb_count(text, at, at + len(w))

    assert word("seats")
    assert word("arrows")
    assert not word("Room")
    assert not word("bus")
    assert not word("is 5"[:2])


def test_only_the_questions_own_verb_counts() -> None:
    text = "The Willow yurt sleeps 4 and costs 90 a night."
    assert asked_verb_before(text, text.index("4"), frozenset({"sleep"}))
    assert not asked_verb_before(text, text.index("90"), frozenset({"sleep"}))


def test_two_capacities_after_the_asked_verb_disagree(policy: Policy) -> None:
    res = run(policy, event(
        "How many campers can sleep in the Willow yurt?",
        chunk("guide", "The Willow yurt sleeps 4 on two futons.", source_tier="primary"),
        chunk("wiki", "The Willow yurt is the biggest on the site and sleeps 6.", "team_wiki",
              source_tier="secondary"),
    ))
    (record,) = res.conflicts
    assert record.detected_fields == ["quantity"]


def test_a_number_after_a_singular_noun_stays_a_name(policy: Policy) -> None:
    res = run(policy, event(
        "How many campers can sleep in the Willow yurt?",
        chunk("guide", "The Willow yurt sleeps 4; book it through Gate 2.", source_tier="primary"),
        chunk("wiki", "Willow yurt is pitched beside Gate 7 and sleeps four.", "team_wiki",
              source_tier="secondary"),
    ))
    assert res.context.status == "clean"
