"""Lone prices: an unnamed amount in a sentence sharing no word of the question, beside a
single on-topic amount of another chunk, answers the same question; with more chunks on a
key, a count beside the amount, or a case the query does not ask, it is left alone."""

from __future__ import annotations

from workers.engine import Policy

from .conftest import chunk, conflict_sets


def test_two_wordings_of_one_rate_are_compared(policy: Policy) -> None:
    query = "What hourly rate do Brookfield tutors charge for exam coaching?"
    old = chunk("old", "Tutors charge exam coaching at £38 per hour, invoiced monthly.",
                "team_wiki")
    new = chunk("new", "Sessions before a test are billed at £42 an hour now.", "team_wiki")
    other = chunk("kit", "Bring a calculator and past papers to every session.", "team_wiki")
    assert conflict_sets(policy, query, old, new, other) == [{"old", "new"}]


def test_the_same_amount_is_no_conflict(policy: Policy) -> None:
    query = "What hourly rate do Brookfield tutors charge for exam coaching?"
    old = chunk("old", "Tutors charge exam coaching at £38 per hour, invoiced monthly.",
                "team_wiki")
    new = chunk("new", "Sessions before a test are billed at £38 an hour now.", "team_wiki")
    assert conflict_sets(policy, query, old, new) == []


def test_goods_priced_with_a_count_stay_apart(policy: Policy) -> None:
    query = "What are the measurements of a standard Brookfield exam desk?"
    desk = chunk("desk", "A standard Brookfield exam desk costs £60 to hire for the day.",
                 "team_wiki")
    pens = chunk("pens", "Packs of 20 pens sell for £4.50 at reception.", "team_wiki")
    assert conflict_sets(policy, query, desk, pens) == []


def test_a_question_for_a_title_takes_no_lone_prices(policy: Policy) -> None:
    query = "What was the first album the Larkspur label ever released?"
    reply = chunk("reply", "Larkspur's first album was a folk sampler; it sold for $4.50 in shops.",
                  "team_wiki")
    listing = chunk("listing", "Sold 2 days ago · Folk sampler LP, first pressing — $180",
                    "team_wiki")
    assert conflict_sets(policy, query, reply, listing) == []
