"""A question that names one value of a scope facet compares no claim of another value of it.
The texts are invented."""

from __future__ import annotations

from typing import Any

from workers.engine.asked_scope import asked_facets, within_asked_scope
from workers.engine.claims import extract_claims
from workers.engine.members import Member
from workers.engine.query import read_query

from .conftest import chunk, event


def test_the_facets_a_question_names_once() -> None:
    assert asked_facets("How wide is a UK parking bay?") == {"region": "UK"}
    assert asked_facets("How wide is a parking bay in the EU or the UK?") == {}
    assert asked_facets("How wide is a parking bay?") == {}


def _kept(query: str, text: str, **extra: Any) -> list[tuple[tuple[str, str], ...]]:
    ev = event(query, chunk("a", text, "team_wiki", **extra))
    members = [Member.of(ev.chunks[0], c, 0, (0, 0))
               for c in extract_claims(ev.chunks[0], read_query(ev))]
    return [m.claim.facets for m in within_asked_scope(members, query)]


def test_another_regions_claim_is_compared_with_nothing() -> None:
    text = "Each UK glove size adds 6 mm of width. EU glove sizes step by 9 mm."
    assert _kept("How much wider is each UK glove size?", text) == [(("region", "UK"),)]
    assert _kept("How much wider is each glove size?", text) == [
        (("region", "UK"),), (("region", "EU"),)]


def test_a_value_no_text_spells_is_no_other_value() -> None:
    assert _kept("Within how many days must students lodge an appeal?",
                 "Appeals must be lodged within 15 days.",
                 scope={"audience": "postgraduate"}) == [(("audience", "postgraduate"),)]
