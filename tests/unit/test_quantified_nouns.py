"""A duration written as an amount of a noun the query never names joins no conflict."""

from __future__ import annotations

from workers.engine import Policy
from workers.engine.quantified_nouns import counted_noun

from .conftest import chunk, conflict_sets


def _after(text: str, value: str) -> str:
    return counted_noun(text, text.index(value) + len(value))


def test_the_noun_a_duration_counts() -> None:
    assert _after("Refills cover at most 14 days' supply.", "14 days") == "supply"
    assert _after("Give 3 months' (one quarter's) written notice.", "3 months") \
        == "written notice"
    assert _after("Members may bank up to 9 months of credits at once.", "9 months") == "credits"
    assert _after("Return it within 30 days of the purchase date.", "30 days") == ""
    assert _after("Refunds are paid within 10 days of receiving it.", "10 days") == ""


def test_an_amount_of_the_asked_noun_stays(policy: Policy) -> None:
    query = "How much notice must Brackley members give to cancel?"
    rules = chunk("rules", "Members must give 30 days' written notice to cancel.")
    wiki = chunk("wiki", "Cancelling: members give 14 days' notice.", "team_wiki")
    found = conflict_sets(policy, query, rules, wiki)
    assert found == [{"rules", "wiki"}]


def test_an_amount_of_another_noun_leaves_the_conflict(policy: Policy) -> None:
    """"25 days' use" is how much use a permit covers, not how long it is valid: the
    disputed pair stays, the amount of use joins it no more."""
    rules = {"doc_id": "angling-rules", "source_tier": "primary"}
    valid = chunk("rule", "R-2.1 Permits for Class B and C waters are valid for 21 days from the "
                  "date of issue.", **rules)
    wiki = chunk("wiki", "Quick ref - Class B permits: valid for 25 days from the date of issue.",
                 "team_wiki", doc_id="club-wiki", source_tier="primary")
    use = chunk("use", "R-2.3 Good practice: Class B permits should not exceed 25 days' use.",
                **rules)
    query = "For how many days is a Class B fishing permit valid?"
    assert conflict_sets(policy, query, valid, wiki, use) == [{"rule", "wiki"}]
