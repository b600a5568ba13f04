"""A duration written as an amount of a noun the query never names joins no conflict."""

from __future__ import annotations

from workers.engine import Policy
from workers.engine.quantified_nouns import counted_noun

from .conftest import chunk, event, run


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
    found = [{c.chunk_id for c in r.chunks}
             for r in run(policy, event(query, rules, wiki)).conflicts]
    assert found == [{"rules", "wiki"}]
