"""A grant restricted to one party ("only to the named borrower") against a grant to a
broader one, and a "without …" of manner in a permission (``fields/restricted.py``,
``fields/clauses.py``)."""

from __future__ import annotations

import pytest

from workers.engine.fields import clauses
from workers.engine.fields.restricted import restricted_party
from workers.engine.values import Value, differs


def _clause(sentence: str) -> Value:
    value = clauses.find(sentence, 0).value
    assert value is not None
    return value


@pytest.mark.parametrize(
    ("sentence", "shown"),
    [("Loan histories may be released only to the borrower named on the card, on request.",
      "must not [only to the borrower named on the card]"),
     ("Refund vouchers can be signed only by a duty manager.",
      "must not [only by a duty manager]"),
     ("Keys may be returned only by 5 pm.", "may"),
     ("Drones may be flown only to 120 m.", "may"),
     ("Members may bring guests, but only to the bar.", "may")],
)
def test_a_grant_restricted_to_a_party(sentence: str, shown: str) -> None:
    assert _clause(sentence).display == shown


def test_a_broader_party_differs_from_the_restricted_one() -> None:
    only = _clause("Loan histories may be released only to the borrower named on the card.")
    anyone = _clause("Desk staff may release loan histories to any relative who asks.")
    assert differs(only, anyone, 0.0)


def test_two_wordings_of_one_restriction_agree() -> None:
    only = _clause("Loan histories may be released only to the named borrower.")
    unless = _clause("Loan histories must not be released except to the named borrower.")
    assert only.exact == unless.exact


def test_the_party_stops_at_the_clause_break() -> None:
    folded = "staff may help, and then only to the door"
    assert restricted_party(folded, folded.index("may") + 3) is None


@pytest.mark.parametrize(
    ("sentence", "shown"),
    [("Tenants may leave without a penalty if the lift fails for a week.",
      "may [if the lift fails for a week]"),
     ("Tenants may leave without a penalty.", "may"),
     ("Divers must surface without stopping.", "must")],
)
def test_without_after_a_permission_is_manner(sentence: str, shown: str) -> None:
    assert _clause(sentence).display == shown


def test_an_added_condition_differs() -> None:
    plain = _clause("Tenants may leave without a penalty if the lift fails.")
    later = _clause("Tenants may leave without a penalty only if the lift stays broken "
                    "after we have had a week to fix it.")
    assert differs(plain, later, 0.0)
