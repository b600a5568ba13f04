"""A grant restricted to one party ("only to the named borrower") against a grant to a
broader one, and a "without …" of manner in a permission (``fields/restricted.py``,
``fields/clauses.py``)."""

from __future__ import annotations

import pytest

from workers.engine import Policy
from workers.engine.asked_party import asks_permitted_party
from workers.engine.fields import clauses
from workers.engine.fields.restricted import (
    answer_cell,
    off_asked_cell,
    restricted_cell,
    restricted_party,
)
from workers.engine.role_cells import role_spans, rule_line
from workers.engine.values import Value, differs

from .conftest import chunk, conflict_sets


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


@pytest.mark.parametrize(
    ("cell", "shown"),
    [("Refund approval: duty manager only", "must not [refund approval: duty manager only]"),
     ("Boiler room | open: heating engineers only", "must not [| open: heating engineers only]"),
     ("Tutor | read reports: only for pupils in their own form",
      "must not [| read reports: only for pupils in their own form]")],
)
def test_a_matrix_cell_restricted_to_a_party(cell: str, shown: str) -> None:
    assert _clause(cell).display == shown


@pytest.mark.parametrize(
    "cell",
    ["Payment: with exact change only", "Opening: in summer only",
     "Boiler room: heating engineers only, weekdays", "Guests only"],
)
def test_no_restricted_cell(cell: str) -> None:
    assert restricted_cell(cell.lower()) is None


def test_a_restricted_cell_differs_from_a_broad_grant() -> None:
    cell = _clause("Boiler room | open: heating engineers only")
    broad = _clause("Any caretaker may open the boiler room.")
    assert differs(cell, broad, 0.0)


def test_a_restricted_cell_makes_a_rule_line() -> None:
    line = "Plant matrix | Boiler room | open: heating engineers only | Keys: front desk"
    assert rule_line(line)
    cells = [line[a:b].strip() for a, b in role_spans(line)]
    assert "Boiler room | open: heating engineers only" in cells


@pytest.mark.parametrize(
    ("query", "asks"),
    [("Who may open the boiler room?", True),
     ("Which site staff can sign off a permit to work?", True),
     ("Who is allowed to reset the alarm panel?", True),
     ("Who designed the boiler room?", False),
     ("Which engineer opened the boiler room?", False),
     ("Can caretakers open the boiler room?", False)],
)
def test_a_question_asking_which_party_may_act(query: str, asks: bool) -> None:
    assert asks_permitted_party(query) is asks


@pytest.mark.parametrize(
    ("row", "shown", "exact"),
    [("Visitor badge | yes", "may", "permit||"),
     ("Server room | no, escorted tours only", "must not", "prohibit||"),
     ("Loading bay | yes, only with a signed delivery note",
      "must not [| yes, only with a signed delivery note]", "prohibit||delivery,sign")],
)
def test_a_matrix_answer_cell(row: str, shown: str, exact: str) -> None:
    value = _clause(row)
    assert (value.display, value.exact) == (shown, exact)


@pytest.mark.parametrize("row", ["Repair report | no charge", "Loading bay | yesterday"])
def test_no_answer_cell(row: str) -> None:
    assert answer_cell(row.lower()) is None


def test_a_conditional_yes_differs_from_a_plain_no() -> None:
    row = _clause("Loading bay | yes, only with a signed delivery note")
    rule = _clause("Couriers must not use the loading bay.")
    assert differs(row, rule, 0.0)


def test_a_restricted_cell_on_another_action_is_off_the_question() -> None:
    tokens = frozenset({"can", "guest", "swim", "in", "the", "pool"})
    cell = "hotel pool | entry: key card only"
    shown = _clause(cell).display
    assert off_asked_cell(cell, shown, tokens)
    assert not off_asked_cell(cell, shown, tokens | {"entry"})


@pytest.mark.parametrize(
    ("row", "exact"),
    [("Apprentice | only after the forklift assessment, with a supervisor present",
      "prohibit||assessment,forklift"),
     ("Guardian | download only with the pupil's signed consent",
      "prohibit||consent,pupil,sign"),
     ("Volunteer | only once the DBS check has cleared", "prohibit||check,clear,dbs")],
)
def test_a_matrix_rule_cell_granting_in_one_case(row: str, exact: str) -> None:
    assert _clause(row).exact == exact


@pytest.mark.parametrize("row", ["Courier | own depot only", "Porter | permitted"])
def test_no_case_cell(row: str) -> None:
    value = clauses.find(row, 0).value
    assert value is None or "|" not in value.display


def test_a_matrix_case_cell_differs_from_a_plain_grant(policy: Policy) -> None:
    sets = conflict_sets(
        policy, "Can an apprentice drive the forklift without a supervisor?",
        chunk("acl", "Role | Drive forklift\nApprentice | only after the forklift assessment, "
                     "with a supervisor present\nSupervisor | permitted", "access_control"),
        chunk("wiki", "Apprentices can drive the forklift on their own; no supervisor needs to "
                      "be present.", "team_wiki", source_tier="secondary"),
    )
    assert sets == [{"acl", "wiki"}]
