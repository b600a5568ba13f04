"""A table row's label cell names the case its price holds for (``row_labels``)."""

from __future__ import annotations

from workers.engine import Policy

from .conftest import chunk, event, run


def test_the_row_labelled_with_the_asked_day_wins(policy: Policy) -> None:
    res = run(policy, event(
        "How much is a go-kart session per driver on a Sunday?",
        chunk("a", "Go-kart session | £22 per driver | 15 minutes", "price_sheet",
              doc_id="karts"),
        chunk("b", "Sunday go-kart sessions | £26 per driver | 15 minutes", "price_sheet",
              doc_id="karts-weekend"),
    ))
    (record,) = res.conflicts
    assert (record.rule_applied, record.winner) == (["specificity"], "b")


def test_a_row_labelled_with_a_case_of_its_own_wins_over_another_case(
        policy: Policy) -> None:
    res = run(policy, event(
        "What is the mechanic call-out rate on a bank holiday visit?",
        chunk("a", "Mechanic call-out (after 8pm) | £70 per hour", "price_sheet",
              doc_id="rates"),
        chunk("b", "Mechanic call-out on bank holiday visits | £95 per hour", "price_sheet",
              doc_id="rates"),
    ))
    (record,) = res.conflicts
    assert (record.rule_applied, record.winner) == (["specificity"], "b")


def test_rows_both_naming_the_case_separate_nothing(policy: Policy) -> None:
    res = run(policy, event(
        "How much is a go-kart session per driver on a Sunday?",
        chunk("a", "Sunday go-kart session | £22 per driver", "price_sheet", doc_id="karts"),
        chunk("b", "Sunday go-kart sessions | £26 per driver", "price_sheet",
              doc_id="karts-b"),
    ))
    (record,) = res.conflicts
    assert "specificity" not in record.rule_applied
