"""An amount the question writes, restated beside another of its kind, is the case, not the
answer."""

from __future__ import annotations

from workers.engine import Policy
from workers.engine.reading import read_text
from workers.engine.restated_cases import without_restated

from .conftest import chunk, claim_subjects, conflict_sets

_QUERY = "What is the arrangement fee for a mortgage of up to £250,000?"


def _kept(text: str) -> list[str]:
    values = read_text(text).values
    return [v.display for v in without_restated(values, _QUERY, values)]


def test_the_questions_amount_beside_another_is_its_case() -> None:
    assert _kept("For loans up to £250,000 the fee is £999.") == ["999.00 GBP"]


def test_the_questions_amount_alone_is_kept() -> None:
    assert _kept("Loans of up to £250,000 are arranged in a week.")[:1] == ["250000.00 GBP"]
    assert _kept("For loans up to £300,000 the fee is £999.") == ["300000.00 GBP",
                                                                    "999.00 GBP"]


def test_a_question_without_amounts_keeps_every_value() -> None:
    values = read_text("For loans up to £250,000 the fee is £999.").values
    assert without_restated(values, "What is the arrangement fee?", values) == values


def test_the_claim_reads_the_fee_not_the_loan_size() -> None:
    (claim,) = claim_subjects(
        _QUERY, "For a mortgage of up to £250,000 the arrangement fee is £999.")
    assert [v for v in claim[1] if "GBP" in v] == ["999.00 GBP"]


def test_two_fees_for_the_asked_loan_size_disagree(policy: Policy) -> None:
    assert conflict_sets(
        policy, _QUERY,
        chunk("a", "Schedule 2. For a mortgage of up to £250,000 the arrangement fee is £999 "
                   "plus VAT.", "contract"),
        chunk("b", "Hi Sam, for a mortgage up to £250k the arrangement fee is £1,299.",
              "support_email"),
    ) == [{"a", "b"}]
