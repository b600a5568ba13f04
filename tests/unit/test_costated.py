"""Values one chunk states side by side (of one subject) are no conflict between others."""

from __future__ import annotations

from workers.engine import Policy

from .conftest import chunk, event, run


def test_two_values_one_chunk_states_together_do_not_conflict(policy: Policy) -> None:
    res = run(policy, event(
        "How long is the warranty on the K2 bike?",
        chunk("a", "The motor is covered for 2 years; the 10-year frame warranty is separate.",
              "team_wiki"),
        chunk("b", "Every K2 comes with a 2-year warranty on the motor.", "team_wiki"),
        chunk("c", "The K2 frame warranty: 10 years.", "team_wiki"),
    ))
    assert res.context.status == "clean"


def test_a_value_no_chunk_states_beside_the_other_still_conflicts(policy: Policy) -> None:
    res = run(policy, event(
        "How long is the warranty on the K2 bike?",
        chunk("b", "Every K2 comes with a 2-year warranty on the motor.", "team_wiki"),
        chunk("c", "Every K2 comes with a 3-year warranty on the motor.", "team_wiki"),
    ))
    assert [c.detected_fields for c in res.conflicts] == [["quantity"]]


def test_another_row_of_a_table_is_another_subject(policy: Policy) -> None:
    res = run(policy, event(
        "What is the monthly availability SLO for the search API?",
        chunk("cat", "SLO catalogue\nService | Availability SLO (monthly)\nsearch-api | 99.95%\n"
              "checkout-api | 99.9%", "team_wiki"),
        chunk("w", "The search API is held to a monthly availability SLO of 99.9 percent.",
              "team_wiki"),
    ))
    assert [c.detected_fields for c in res.conflicts] == [["quantity"]]
