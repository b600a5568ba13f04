"""A value-first row label whose head phrase names another thing than the query asks."""

from __future__ import annotations

from .conftest import claim_subjects as subjects


def test_a_value_first_label_headed_by_another_noun_is_another_row() -> None:
    found = subjects("What is the deductible on a burst-pipe claim under CasaShield?",
                     "Glass breakage add-on (extra premium): €75 deductible per claim.")
    assert found[0][0].startswith("row:")


def test_a_label_sharing_a_word_with_the_query_keeps_the_subject() -> None:
    assert subjects("What is the deductible on a burst-pipe claim under CasaShield?",
                    "Burst pipe section (standard): €250 deductible per claim.")[0][0] == ""


def test_a_heading_before_a_clause_and_a_one_word_label_keep_the_subject() -> None:
    assert subjects("How long may visitors park at Elmfield station?",
                    "Station notice: visitors may park for 4 hours.")[0][0] == ""
    assert subjects("How long is the Orrin footbridge?", "Length: 212 m")[0][0] == ""


def test_a_label_naming_an_attribute_or_heading_a_list_of_the_subject_keeps_it() -> None:
    assert subjects("What does a lost Pemberly library card cost?",
                    "Replacement charge (adult): £3 per card")[0][0] == ""
    assert subjects("When did the Orbix console launch in Korea?",
                    "Console launch timeline: 1994-06-02 Orbix (KR)")[0][0] == ""


def test_a_coded_rule_whose_subject_names_nothing_asked_is_another_row() -> None:
    found = subjects("How many days' notice does the borough need for a crane permit?",
                     "RD-7 Hoist and gantry licences need 12 working days' notice.")
    assert found[0][0].startswith("row:")


def test_a_coded_rule_about_the_querys_thing_and_an_uncoded_one_keep_the_subject() -> None:
    assert subjects("How many days' notice does the borough need for a crane permit?",
                    "RD-6 Crane permit applications need 8 working days' notice.")[0][0] == ""
    assert subjects("How many days' notice does the borough need for a crane permit?",
                    "Hoist and gantry licences need 12 working days' notice.")[0][0] == ""


def test_a_label_of_numbered_references_names_no_other_thing() -> None:
    query = "What is the daily hire rate for the 3 m scaffold tower?"
    assert subjects(query, "Annex 2, line 7: 3 m scaffold tower, daily hire £48.")[0][0] == ""
    assert subjects(query, "Roof ladder kit: £48 daily hire.")[0][0].startswith("row:")
