"""Conversions: an approximate amount in another currency restates, it does not dispute."""

from __future__ import annotations

from schemas.events import Chunk
from workers.engine import Policy
from workers.engine.claims import Claim
from workers.engine.conversions import converted, set_aside_conversions
from workers.engine.members import Member
from workers.engine.values import Value

from .conftest import chunk, conflict_sets

_QUERY = "How much did the Varne museum pay for the Orme tapestry in 2019?"


def test_an_approximate_amount_in_another_currency_is_no_second_answer(policy: Policy) -> None:
    assert conflict_sets(
        policy, _QUERY,
        chunk("a", "In 2019 the Varne museum paid €4.2 million for the Orme tapestry.",
              "team_wiki"),
        chunk("b", "The Varne museum paid roughly $4.7 million for the Orme tapestry in 2019.",
              "team_wiki"),
    ) == []


def _member(text: str, surface: str, currency: str) -> Member:
    """A member whose one money value is ``surface`` where ``text`` writes it."""
    value = Value("money", surface, surface, text.index(surface), magnitude=1.0, exact=currency)
    claim = Claim("", "price", (), {"money": value}, text, 0, frozenset(), frozenset(),
                  frozenset(), {"money": text})
    return Member.of(Chunk(chunk_id="x", doc_id="d", text=text, doc_class="team_wiki"),
                     claim, 0, (0, 0))


def test_what_marks_a_conversion() -> None:
    assert converted(_member("A gift box, ¥380 (about $53).", "$53", "USD"))
    assert converted(_member("A gift box, ¥380 ($53).", "$53", "USD"))
    assert converted(_member("It sold for roughly $53 in 2019.", "$53", "USD"))
    assert not converted(_member("It sold for $53 in 2019.", "$53", "USD"))
    assert not converted(_member("Two prices (see list): ($53) and more.", "$53", "USD"))


def test_only_a_conversion_facing_another_currency_is_set_aside() -> None:
    plain = _member("It sold for ¥380 in 2019.", "¥380", "JPY")
    marked = _member("It sold for about $53 in 2019.", "$53", "USD")
    dollars = _member("It sold for $90 in 2019.", "$90", "USD")
    assert set_aside_conversions([plain, marked])[1].claim.values == {}
    assert set_aside_conversions([plain, marked, dollars])[1].claim.values != {}
    assert set_aside_conversions([dollars, marked])[1].claim.values != {}


def test_exact_amounts_in_two_currencies_still_differ(policy: Policy) -> None:
    assert conflict_sets(
        policy, _QUERY,
        chunk("a", "In 2019 the Varne museum paid €4.2 million for the Orme tapestry.",
              "team_wiki"),
        chunk("b", "The Varne museum paid $4.7 million for the Orme tapestry in 2019.",
              "team_wiki"),
    ) == [{"a", "b"}]


def test_an_approximate_amount_still_disputes_one_in_its_own_currency(policy: Policy) -> None:
    assert conflict_sets(
        policy, _QUERY,
        chunk("a", "In 2019 the Varne museum paid €4.2 million for the Orme tapestry.",
              "team_wiki"),
        chunk("b", "The Varne museum paid about $4.7 million for the Orme tapestry in 2019.",
              "team_wiki"),
        chunk("c", "The Varne museum paid $9.5 million for the Orme tapestry in 2019.",
              "team_wiki"),
    ) != []


def test_a_lone_currency_beside_pages_agreeing_in_another_restates_them(policy: Policy) -> None:
    """On open-web pages "made £3.7 million" beside pages agreeing on €4.2 million is that
    sum in a reader's currency; in a tiered document it still differs."""
    euros = [chunk(c, f"{lead} the Varne museum paid €4.2 million for the Orme tapestry.",
                   "team_wiki")
             for c, lead in (("a", "In 2019"), ("b", "Jun 2019 —"), ("c", "Q: how much? A:"))]
    pounds = chunk("d", "Re: Orme tapestry — the Varne museum paid £3.7 million for it in 2019.",
                   "team_wiki")
    assert conflict_sets(policy, _QUERY, *euros, pounds) == []
    tiered = [{**c, "source_tier": "secondary"} for c in (*euros, pounds)]
    assert conflict_sets(policy, _QUERY, *tiered) != []
    rival = chunk("e", "The Varne museum paid €5.1 million for the Orme tapestry in 2019.",
                  "team_wiki")
    assert conflict_sets(policy, _QUERY, *euros, pounds, rival) != []
