"""A claim scoped to another value of a facet the query names joins no group."""

from __future__ import annotations

from workers.engine import Policy

from .conftest import chunk, event, run


def test_a_claim_about_another_region_than_the_asked_one_is_compared_with_nothing(
        policy: Policy) -> None:
    res = run(policy, event(
        "When does the new Studio tariff start in the EU?",
        chunk("eu", "The new Studio tariff starts on 1 May 2027.", scope={"region": "EU"}),
        chunk("any", "The new Studio tariff starts on 1 April 2027."),
        chunk("us", "The new Studio tariff starts on 15 March 2027.", scope={"region": "US"}),
    ))
    keys = {c.entity_key: sorted(m.chunk_id for m in c.chunks) for c in res.conflicts}
    assert list(keys.values()) == [["any", "eu"]]
    assert next(iter(keys)).endswith("[region=EU]")  # labelled as the split was


def test_without_a_facet_in_the_query_each_region_is_its_own_group(policy: Policy) -> None:
    res = run(policy, event(
        "When does the new Studio tariff start?",
        chunk("eu", "The new Studio tariff starts on 1 May 2027.", scope={"region": "EU"}),
        chunk("any", "The new Studio tariff starts on 1 April 2027."),
        chunk("us", "The new Studio tariff starts on 15 March 2027.", scope={"region": "US"}),
    ))
    groups = sorted(sorted(m.chunk_id for m in c.chunks) for c in res.conflicts)
    assert groups == [["any", "eu"], ["any", "us"]]


def test_a_value_for_another_sales_channel_than_the_asked_one_is_compared_with_nothing(
        policy: Policy) -> None:
    res = run(policy, event(
        "What is the member discount on in-store purchases?",
        chunk("a", "Member discount: 10% off in-store purchases."),
        chunk("b", "Members get 15% off in store."),
        chunk("c", "Online orders: the member discount is 5%."),
    ))
    assert [sorted(m.chunk_id for m in c.chunks) for c in res.conflicts] == [["a", "b"]]


def test_a_region_the_question_spells_before_its_noun_asks_within_it(policy: Policy) -> None:
    res = run(policy, event(
        "How much wider is each UK glove size?",
        chunk("uk", "Each UK glove size adds 6 mm of width."),
        chunk("uk2", "UK glove sizes are 6 mm apart."),
        chunk("eu", "EU glove sizes step by 9 mm."),
    ))
    assert all("eu" not in [m.chunk_id for m in c.chunks] for c in res.conflicts)

