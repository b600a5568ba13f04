"""Bare access levels in a role matrix's cells ("hidden", "view only", "edit") read as rules."""

from __future__ import annotations

from workers.engine import Policy
from workers.engine.fields.access_levels import (
    beyond_level,
    cell_level,
    matrix_header,
    party_header,
    ruled_row,
)
from workers.engine.reading import read_text

from .conftest import chunk, conflict_sets

_MATRIX = ("User type | Patient allergy list\nPorter | no access\nNurse | read only\n"
           "Pharmacist | read/write")


def test_a_party_column_opens_a_role_matrix_header() -> None:
    assert party_header("user type | patient allergy list")
    assert party_header("roles | shared drive")
    assert not party_header("room | price per night")
    assert not party_header("deluxe roles and duties | notes")


def test_a_whole_cell_is_a_level() -> None:
    assert cell_level("porter | no access") == 0
    assert cell_level("nurse | read only") == 1
    assert cell_level("pharmacist | read/write") == 2
    assert cell_level("nurse | read the chart daily") is None


def test_rows_under_a_party_header_rule_and_others_do_not() -> None:
    shown = {s.snippet: s.clause.display for s in read_text(_MATRIX).sentences
             if s.clause is not None}
    assert shown == {"Porter | no access": "must not", "Nurse | read only": "may",
                     "Pharmacist | read/write": "may"}
    plain = read_text("Room | View\nAttic | none\nGarden suite | view").sentences
    assert all(s.clause is None for s in plain)


def test_a_level_below_the_asked_act_denies_it() -> None:
    assert beyond_level("Nurse | read only", "Can a nurse update the allergy list?")
    assert not beyond_level("Nurse | read only", "Can a nurse see the allergy list?")
    assert not beyond_level("Pharmacist | read/write", "Can a pharmacist amend the list?")
    assert not beyond_level("Nurse | read only", "Can a nurse approve a transfer?")


def test_a_row_is_read_with_its_header() -> None:
    text = "Intro line.\n" + _MATRIX
    at = text.find("Nurse")
    assert matrix_header(text, at) == "User type | Patient allergy list"
    assert ruled_row(text, at, "Nurse | read only") == (
        "User type | Patient allergy list  read only")
    assert matrix_header(text, 0) == ""
    assert ruled_row(text, 0, "Intro line.") == "Intro line."


def test_a_matrix_level_and_a_contrary_grant_conflict(policy: Policy) -> None:
    matrix = chunk("m", _MATRIX, "access_control", source_tier="primary", rank=1)
    wiki = chunk("w", "Nurses can update the allergy list on night shifts.", "team_wiki",
                 source_tier="secondary", rank=2)
    found = conflict_sets(policy, "Can a nurse update a patient's allergy list?", matrix, wiki)
    assert found == [{"m", "w"}]
    agreeing = chunk("w2", "Nurses may read the allergy list.", "team_wiki",
                     source_tier="secondary", rank=2)
    assert conflict_sets(policy, "Can a nurse read a patient's allergy list?",
                         matrix, agreeing) == []


def test_a_case_only_cell_grants_in_that_case_alone() -> None:
    shown = {s.snippet: s.clause.exact for s in read_text(
        "Role | Open the kiln room\nTechnician | term time only\nCaretaker | read only"
    ).sentences if s.clause is not None}
    assert shown == {"Technician | term time only": "prohibit||term",
                     "Caretaker | read only": "permit||"}


def test_a_matrix_on_another_act_rules_nothing_on_the_asked_one(policy: Policy) -> None:
    other = chunk("o", "Role | Approve overtime\nNurse | not permitted", "access_control",
                  source_tier="primary", rank=1)
    wiki = chunk("w", "Nurses can update the allergy list on night shifts.", "team_wiki",
                 source_tier="secondary", rank=2)
    assert conflict_sets(policy, "Can a nurse update a patient's allergy list?",
                         other, wiki) == []


def test_a_level_before_a_semicolon_and_a_note_is_the_cells_level() -> None:
    from workers.engine.fields.clauses import find
    denied = find("Porter | no access; the ward clerk reads it out when asked", 0, matrix=True)
    assert denied.value is not None and denied.value.exact == "prohibit||"
    assert denied.value.display == "must not"  # the note's "when asked" is no case of the rule
    granted = find("Nurse | read only; changes go through pharmacy", 0, matrix=True)
    assert granted.value is not None and granted.value.exact.startswith("permit")
    assert find("Porter | trolleys; see the board", 0, matrix=True).value is None


def test_a_noted_denial_conflicts_with_a_grant(policy: Policy) -> None:
    text = ("User type | Patient allergy list\nPorter | no access; the ward clerk reads it out "
            "when asked\nNurse | read only")
    assert conflict_sets(policy, "Can a porter see a patient's allergy list?",
                         chunk("acl", text, "access_control"),
                         chunk("wiki", "Porters can see the allergy list on the ward tablet.",
                               "team_wiki")) == [{"acl", "wiki"}]


def test_a_longer_case_closed_by_only_grants_in_that_case_alone() -> None:
    text = ("Role | Minibus keys\nVolunteer | no access\n"
            "Driver | collected from reception and returned the same day only\n"
            "Manager | full access")
    shown = {s.snippet: s.clause.display for s in read_text(text).sentences if s.clause}
    assert shown["Driver | collected from reception and returned the same day only"].startswith(
        "must not [")


def test_a_sentence_with_a_late_only_is_no_matrix_case() -> None:
    text = "Drivers collect the minibus keys from reception and return them by 6pm only."
    assert all(s.clause is None or not s.clause.display.startswith("must not")
               for s in read_text(text).sentences)
