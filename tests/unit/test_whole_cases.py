"""A word taking the whole of a thing ("full", "entire") names no narrower case."""

from __future__ import annotations

from tests.unit.conftest import chunk, event, run
from workers.engine import Policy


def test_a_full_job_is_no_narrower_than_the_job(policy: Policy) -> None:
    res = run(policy, event(
        "How long is the warranty on a full kitchen refit?",
        chunk("a", "Full kitchen refit: 10-year warranty on all joinery.", "team_wiki"),
        chunk("b", "Kitchen refits come with a 5-year warranty on joinery.", "team_wiki"),
    ))
    (record,) = res.conflicts
    assert record.rule_applied[0] != "specificity"


def test_a_qualifier_still_narrows(policy: Policy) -> None:
    res = run(policy, event(
        "How long is the warranty on a solid-oak kitchen refit?",
        chunk("a", "Solid-oak kitchen refit: 10-year warranty on all joinery.", "team_wiki"),
        chunk("b", "Kitchen refits come with a 5-year warranty on joinery.", "team_wiki"),
    ))
    (record,) = res.conflicts
    assert record.rule_applied[0] == "specificity"


def test_a_full_row_prices_the_asked_job(policy: Policy) -> None:
    from tests.unit.conftest import conflict_sets
    table = "Service | Price\nFull engine flush (car) | £60\nOil top-up (car) | £15"
    assert conflict_sets(policy, "How much does an engine flush cost for a car?",
                         chunk("list", table, "price_sheet"),
                         chunk("mail", "An engine flush for your car is £55.", "support_email"),
                         ) == [{"list", "mail"}]
