"""Sentences naming another member of the kind the query names in lower-case words: another
intake's period before the query's head noun, another size of the condition the question
states (``other_members``)."""

from __future__ import annotations

from .conftest import claim_subjects as subjects


def test_another_intakes_period_before_the_head_noun_is_another_member() -> None:
    query = "When must the housing form be returned for spring 2028 cohort?"
    assert subjects(query, "For autumn 2028 cohort the housing form is due by 1 May 2028."
                    )[0][0] == "member:2028-autumn"
    assert subjects(query, "For spring 2028 cohort the housing form is due by 1 October "
                           "2027.")[0][0] == ""
    # an abbreviation of the query's period is the query's period
    assert subjects("When must the housing form be returned for September 2028 cohort?",
                    "Sept 2028 cohort | Housing form due: 2028-05-01")[0][0] == ""


def test_lower_case_adjectives_are_no_other_member() -> None:
    """"company laptops" may include the query's "engineering laptops"."""
    assert subjects("By what date must disk encryption be enabled on engineering laptops?",
                    "Disk encryption on company laptops must be enabled by 1 March 2027."
                    )[0][0] == ""


def test_another_size_of_the_questions_condition_is_another_member() -> None:
    query = "What is the cancellation fee on a 6-month gym membership?"
    assert subjects(query, "Annual memberships (12 months): the cancellation fee is £60."
                    )[0][0].startswith("member:duration:")
    assert subjects(query, "Ending a 6-month membership early costs a £30 cancellation fee."
                    )[0][0] == ""
    # a size written after the asked value is no condition of it
    assert subjects(query, "The cancellation fee is £30, payable within 14 days."
                    )[0][0] == ""


def test_a_condition_of_the_asked_kind_may_answer() -> None:
    """A question asking a duration states no condition its answer's sizes could name."""
    assert subjects("How long is the notice period on a 12-month contract?",
                    "Contracts of 24 months: the notice period is 60 days.")[0][0] == ""


def test_a_familys_other_included_member_is_another_member() -> None:
    query = "How long is the Tarn path of the Via Nova from Albi to Rodez?"
    assert subjects(query, "The Via Nova routes also include the coastal path from Sète, "
                           "about 310 km, to Rodez.")[0][0] == "member:included"
    # the member's own name written: the question's member
    assert subjects(query, "The Via Nova routes include the Tarn path, 180 km from Albi."
                    )[0][0] == ""
    assert subjects(query, "Re: the Via Nova walk — all 180 km from Albi to Rodez."
                    )[0][0] == ""
