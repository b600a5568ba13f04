"""A question's two-word term: its modifier written as a noun of its own answers nothing
(``compound_terms``). The sentences are invented."""

from __future__ import annotations

from workers.engine.compound_terms import compounds, headless_dropped
from workers.engine.predicate_words import predicate_hits
from workers.engine.predicates import canonical_word

_Q = "When did Norland adopt the lark as its state bird?"


def _terms(*words: str) -> frozenset[str]:
    return frozenset(canonical_word(w) for w in words)


def test_a_determined_pair_before_the_end_or_a_preposition_is_a_compound() -> None:
    assert compounds(_Q) == ((canonical_word("state"), canonical_word("bird")),)
    assert compounds("What was the top prize on the show?") == (
        (canonical_word("top"), canonical_word("prize")),)
    assert compounds("When did the firm release phones?") == ()  # a verb and its object
    assert compounds("When did Norland adopt a bird?") == ()
    assert compounds("When did the ferry sail?") == ()  # a subject and its verb
    assert compounds("When was the guild founded?") == ()


def _kept(sentence: str) -> list[str]:
    hits = predicate_hits(sentence, _terms("state", "bird", "adopt"))
    return [sentence[s:e] for s, e, _ in headless_dropped(sentence, hits, compounds(_Q))]


def test_the_modifier_as_a_noun_of_its_own_is_dropped() -> None:
    assert _kept("Norland entered the federation in 1858 as the 20th state.") == []
    assert _kept("In 1858, after a long vote, Norland became a new state.") == []


def test_the_modifier_before_its_head_a_label_or_an_adjective_stays() -> None:
    assert _kept("The lark became the state bird in 1911.") == ["state", "bird"]
    assert _kept("State (official): lark, 1911") == ["State"]
    assert _kept("Norland adopted it in 1911.") == ["adopted"]
