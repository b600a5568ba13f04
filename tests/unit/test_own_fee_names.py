"""An amount that names its own fee is not the price of another fee the question names."""

from __future__ import annotations

from tests.unit.conftest import chunk, conflict_sets, event
from workers.engine import Policy
from workers.engine.asked_claims import asked_claims
from workers.engine.budget import UNLIMITED
from workers.engine.own_fee_names import asked_fee_words
from workers.engine.query import read_query

_ASK = "What is the locker rental fee for a season?"


def claim_surfaces(query: str, text: str) -> list[str]:
    """The surface of every value the asked claims of a one-chunk event keep."""
    ev = event(query, chunk("c", text))
    claims = asked_claims(list(enumerate(ev.chunks)), read_query(ev), {}, UNLIMITED)[0]
    return [v.surface for claim in claims for v in claim.values.values()]


def test_an_amount_naming_another_fee_answers_nothing() -> None:
    assert claim_surfaces(_ASK, "Members returning a key after the season pay a £15 "
                                "replacement charge.") == []
    assert claim_surfaces(_ASK, "A lost key costs a £15 lost-key fee.") == []


def test_an_amount_named_by_a_question_word_or_by_how_it_is_charged_is_kept() -> None:
    assert claim_surfaces(_ASK, "Lockers cost a £40 rental fee per season.") != []
    assert claim_surfaces(_ASK, "Lockers carry a £40 annual fee.") != []
    assert claim_surfaces(_ASK, "Lockers carry a £40 fee per season.") != []


def test_a_question_naming_its_fee_only_by_how_it_is_charged_names_none() -> None:
    assert asked_fee_words("What is the annual fee for a locker?") == frozenset()
    assert asked_fee_words("How much does a locker cost?") == frozenset()
    assert "rental" in asked_fee_words(_ASK)


def test_another_named_fee_no_longer_disputes_the_asked_one(policy: Policy) -> None:
    assert conflict_sets(
        policy, _ASK,
        chunk("a", "Locker rental is £40 per season.", source_tier="primary",
              doc_class="price_sheet"),
        chunk("b", "Locker rental: forty pounds a season.", source_tier="secondary",
              doc_class="team_wiki"),
        chunk("c", "Members who keep a locker past the season pay a £12 overstay fee.",
              source_tier="primary"),
    ) == []
