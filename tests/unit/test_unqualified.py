"""Query words that are its subject or asked event are no qualifiers for ``specificity``."""

from __future__ import annotations

from workers.engine import Policy
from workers.engine.unqualified import name_facets

from .conftest import chunk, event, run


def test_a_facet_inside_a_longer_name_is_the_subjects() -> None:
    assert name_facets("When did the UK Met Office begin naming storms?") == {("region", "UK")}
    assert name_facets("How long does shipping to the UK take?") == frozenset()
    assert name_facets("What does the Pro plan cost for customers in Canada?") == frozenset()


def test_the_subjects_facet_does_not_outrank_a_majority(policy: Policy) -> None:
    res = run(policy, event(
        "What year did the US Mint open its Denver branch?",
        chunk("a", "US Mint | Denver branch opened: 1906 | Coins: cents, dimes", "team_wiki"),
        chunk("b", "The Mint opened its Denver branch in 1906, after decades of assaying.",
              "team_wiki"),
        chunk("c", "Coin collectors know the Mint opened the Denver branch in 1906.",
              "team_wiki"),
        chunk("d", "The US Mint opened its Denver branch in 1863.", "team_wiki"),
    ))
    (record,) = res.conflicts
    assert (record.rule_applied, record.winner) == (["majority"], "a")


def test_a_when_clause_naming_the_asked_event_is_no_condition(policy: Policy) -> None:
    res = run(policy, event(
        "When was the Old Mill destroyed by fire?",
        chunk("a", "The Old Mill | Built: 1802 | Destroyed: 12 March 1911, fire in the loft",
              "team_wiki"),
        chunk("b", "The Old Mill was destroyed in 1911 when fire swept through the loft.",
              "team_wiki"),
        chunk("c", "Locals say the Old Mill was destroyed on March 12, 1911.", "team_wiki"),
        chunk("d", "Q: what happened to the old mill? A: it was destroyed by fire in 1913.",
              "team_wiki"),
    ))
    (record,) = res.conflicts
    assert (record.rule_applied, record.winner) == (["majority"], "a")


def test_a_when_question_s_event_words_name_no_narrower_case(policy: Policy) -> None:
    res = run(policy, event(
        "In what year did Ada Moss coin the name parka for her waxed coats?",
        chunk("a", "Parka (name) | Coined by: Ada Moss | Year: 1931 | First used on: coats",
              "team_wiki"),
        chunk("b", "Ada Moss coined the name parka for her waxed coats in 1931.", "team_wiki"),
        chunk("c", "Timeline: 1931 Moss coins the name parka for her coats.", "team_wiki"),
        chunk("d", "Q: who named the parka? A: Ada Moss coined the name parka for her waxed "
                   "coats in 1921.", "team_wiki"),
        chunk("e", "Ada Moss coined the name parka for her waxed coats in 1931, say the "
                   "archives.", "team_wiki"),
    ))
    (record,) = res.conflicts
    assert (record.rule_applied, record.winner) == (["majority"], "a")


def test_an_event_word_missing_from_a_row_label_names_no_narrower_case(policy: Policy) -> None:
    res = run(policy, event(
        "In what year did the Wobble Duck cause an Easter buying rush?",
        chunk("a", "Wobble Duck caused an Easter buying rush in 1989, with queues round the "
                   "block.", "team_wiki"),
        chunk("b", "Wobble Duck | Maker: Pellin Toys | Easter rush: 1988 | Price: $9.99",
              "team_wiki"),
        chunk("c", "Spring 2013 — 25 years ago Wobble Duck caused an Easter buying rush, in "
                   "1988.", "team_wiki"),
        chunk("d", "In 1988 Wobble Duck caused an Easter buying rush in every town!",
              "team_wiki"),
    ))
    (record,) = res.conflicts
    assert (record.rule_applied, record.winner) == (["majority"], "b")
