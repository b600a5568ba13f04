"""Values stated for another case than the query's ("for material breach" when the query
asks about ending a contract for convenience; "Team for Education:"), and a label's modifier
written past an adjectival stop word ("Joint savings accounts" for a sole savings account)."""

from __future__ import annotations

from workers.engine.segments import label_spelling, label_text

from .conftest import claim_subjects as subjects


def test_a_value_for_another_case_of_the_query_is_about_that_case() -> None:
    query = "How much notice ends the lease for early exit?"
    assert subjects(query, "The tenant may end the lease for rent arrears after 14 days' "
                           "notice.")[0][0] == "case:arrear-rent"
    assert subjects(query, "The tenant may end the lease for early exit on 60 days' "
                           "notice.")[0][0] == ""
    # a sentence naming the asked case states it, whatever else it writes "for"
    assert subjects(query, "Early exit: end the lease for any reason on 60 days' "
                           "notice.")[0][0] == ""


def test_without_a_case_in_the_query_prose_for_phrases_are_no_other_case() -> None:
    assert subjects("How much notice ends the lease?",
                    "The tenant may end the lease for rent arrears after 14 days' notice."
                    )[0][0] == ""


def test_a_label_naming_the_querys_thing_for_a_name_is_another_offer() -> None:
    query = "How many seats does the Studio plan include?"
    assert subjects(query, "Studio for Nonprofits: 12 seats included.")[0][0] == (
        "case:nonprofit")
    assert subjects(query, "Studio: 8 seats included.")[0][0] == ""
    # a lower-case "for" phrase describes the thing; it names no other offer
    assert subjects("What is the VAT rate in Norway?",
                    "Norway for contractors: the VAT rate is 25%.")[0][0] == ""


def test_a_for_phrase_the_query_names_is_its_own_case() -> None:
    assert subjects("What is the submission deadline for Q2 claims?",
                    "Claims deadline for Q2: 2026-07-10.")[0][0] == ""


def test_a_label_modifier_counts_past_an_adjectival_stop_word() -> None:
    query = "What is the interest rate on a sole current account?"
    assert subjects(query, "Joint current accounts: interest is 1.5%.")[0][0] == (
        "row:joint")
    assert subjects(query, "Sole current accounts: interest is 2%.")[0][0] == ""


def test_a_modifier_before_a_preposition_is_not_the_nouns() -> None:
    assert subjects("What is the land tax threshold on a farm in Kent?",
                    "Buying in Kent: land tax starts at £150,000.")[0][0] == ""


def test_label_text_keeps_the_spelling_without_a_dash_lead() -> None:
    assert label_text("Plan table - Team for Education: 2 TB") == "Team for Education"
    assert label_spelling("Personal current accounts: £15") == (
        "personal", "current", "accounts")
    assert label_text("no label here") == ""


def test_the_occasion_a_question_closes_on_is_its_case() -> None:
    query = "Can staff claim taxis at late meetings?"
    assert subjects(query, "Taxis must not be claimed for weekend travel.")[0][0] == (
        "case:travel-weekend")
    assert subjects(query, "Taxis may be claimed at late meetings with approval.")[0][0] == ""
    # a place the question closes on is no occasion; a name after "for" is no other case
    assert subjects("Can staff claim taxis in Leeds?",
                    "Taxis must not be claimed for weekend travel.")[0][0] == ""


def test_a_subject_the_question_ends_on_is_no_case() -> None:
    assert subjects("How many legs does a harvestman have?",
                    "Eight legs for walking and two palps for feeding.")[0][0] == ""


def test_a_place_before_for_is_no_case_of_the_querys_thing() -> None:
    assert subjects("How much is the fine for speeding in Dunmore?",
                    "I got a £90 fine in Dunmore for parking badly.")[0][0] == ""
