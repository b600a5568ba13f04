"""A text that spells a facet's value anywhere mentions it: specificity does not drop it."""

from __future__ import annotations

from workers.engine import Policy
from workers.engine.facet_mentions import written_facets

from .conftest import chunk, event, run


def test_a_facet_spelled_inside_a_name_is_still_written(policy: Policy) -> None:
    query = "In what year was the Coastal Heron Act signed in the United States?"
    texts = {
        "box": "Coastal Heron Act of 1931 | Enacted by: 72nd United States Congress | "
               "Implements: 1929 accord with Canada",
        "news": "The US Coastal Heron Act was signed in 1931, reporters wrote.",
        "forum": "Re: herons - the Coastal Heron Act was signed in the US in 1931.",
        "blog": "The Coastal Heron Act was signed into law in the US in 1931.",
        "wiki": "Coastal Heron Act: a US law protecting herons, signed in 1929.",
    }
    conflicts = run(policy, event(query, *(chunk(k, t, "team_wiki") for k, t in texts.items())))
    [record] = conflicts.conflicts
    assert {c.chunk_id for c in record.chunks} == set(texts)
    assert record.rule_applied == ["majority"]


def test_written_facets_are_read_in_any_role() -> None:
    assert ("region", "US") in written_facets("Enacted by: 72nd United States Congress")
    assert ("region", "UK") in written_facets("Set by the United Kingdom office")
    assert written_facets("Enacted by: the state assembly") == frozenset()


def test_a_region_s_possessive_before_a_name_or_a_rank_scopes_nothing() -> None:
    from workers.engine.fields.facets import find
    from workers.engine.fields.scan import scan
    assert find(scan("Tom Lund beat Australia's Ada Vale on the Thames in 1880.")) == []
    assert find(scan("Tom Lund became Canada's first world champion in 1880.")) == []
    assert [f[:2] for f in find(scan("It was released among Australia's rabbits in 1950."))] \
        == [("region", "AU")]
