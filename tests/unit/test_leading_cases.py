"""A row label or a leading phrase names the case a price holds for (``leading_cases``)."""

from __future__ import annotations

from workers.engine import Policy
from workers.engine.leading_cases import asked_case_terms, opening

from .conftest import chunk, event, run


def test_a_label_or_a_leading_phrase_is_read_before_the_value() -> None:
    assert opening("Students under 25: day ticket £6.", ["£6"]).case >= {"student"}
    assert opening("On Sundays the day ticket costs £6.", ["£6"]).case == {"sunday"}
    assert opening("With a guide dog, entry is £3.", ["£3"]).case == {"guid", "dog"}


def test_a_leading_condition_is_read_past_its_commas() -> None:
    read = opening("Where a pupil over 12, or a pupil with a carer, walks alone, we charge £2.",
                   ["£2"])
    assert {"pupil", "carer", "walk"} <= read.condition
    assert read.case == frozenset()


def test_no_opening_in_a_table_row_or_a_plain_sentence() -> None:
    assert opening("Rowing boat | one hour | £14", ["£14"]).case == frozenset()
    assert opening("The rowing boat costs £14 an hour.", ["£14"]).case == frozenset()
    assert opening("Boats are cheap: £14 an hour.", ["£99"]).case == frozenset()


def test_the_asked_case_is_what_follows_the_question_head() -> None:
    assert asked_case_terms("What is the entry fee for a visitor with a guide dog?") \
        == {"visitor", "guid", "dog"}  # never the head, "the entry fee"


def test_the_row_naming_the_asked_case_in_its_label_wins(policy: Policy) -> None:
    res = run(policy, event(
        "How much is a rowing boat for an hour for a pensioner?",
        chunk("a", "Rowing boat, one hour: £14.", "price_sheet", doc_id="boats"),
        chunk("b", "Pensioners: rowing boat £9 an hour.", "price_sheet", doc_id="boats"),
    ))
    (record,) = res.conflicts
    assert (record.rule_applied, record.winner) == (["specificity"], "b")


def test_the_sentence_opening_with_the_asked_case_wins(policy: Policy) -> None:
    res = run(policy, event(
        "How much is a rowing boat for an hour on bank holidays?",
        chunk("a", "Rowing boat, one hour: £14.", "price_sheet", doc_id="boats"),
        chunk("b", "On bank holidays a rowing boat costs £18 an hour.", "price_sheet",
              doc_id="boats"),
    ))
    (record,) = res.conflicts
    assert (record.rule_applied, record.winner) == (["specificity"], "b")


def test_a_label_naming_the_question_head_separates_nothing(policy: Policy) -> None:
    res = run(policy, event(
        "What is the hourly hire fee for a rowing boat?",
        chunk("a", "Hire fees: a rowing boat is £14 an hour.", "price_sheet", doc_id="boats"),
        chunk("b", "A rowing boat costs £12 per hour.", "price_sheet", doc_id="boats-b"),
    ))
    (record,) = res.conflicts
    assert record.rule_applied == ["escalate"]


def test_a_general_row_naming_an_asked_word_the_other_lacks_separates_nothing(
    policy: Policy,
) -> None:
    res = run(policy, event(
        "How much is a rowing boat for an hour on the lake for a pensioner?",
        chunk("a", "Lake rowing boat, one hour: £14.", "price_sheet", doc_id="boats"),
        chunk("b", "Pensioners: rowing boat £9 an hour.", "price_sheet", doc_id="boats"),
    ))
    (record,) = res.conflicts
    assert record.rule_applied == ["escalate"]  # each names an asked word the other lacks


def test_a_leading_condition_past_its_first_comma_decides(policy: Policy) -> None:
    res = run(policy, event(
        "How quickly do you fix a boiler when a tenant over 80 has no hot water?",
        chunk("a", "7.1 We fix boilers within 48 hours of the tenant's report."),
        chunk("b", "7.2 Where a tenant over 80, or a tenant with a newborn, has no hot water, "
                   "we fix it within 6 hours of the report."),
    ))
    (record,) = res.conflicts
    assert (record.rule_applied, record.winner) == (["specificity"], "b")


def test_a_general_sentence_whose_subject_names_the_question_head_is_the_general_case(
        policy: Policy) -> None:
    # the question asks under a condition; the general clause writes the head as its subject
    res = run(policy, event(
        "How long does a kiln firing take if I book it in August?",
        chunk("a", "5.1 A kiln firing is normally finished within 3 working days.", "policy",
              doc_id="studio-terms"),
        chunk("b", "5.2 In August a kiln firing takes up to 6 working days.", "policy",
              doc_id="studio-terms"),
    ))
    (record,) = res.conflicts
    assert (record.rule_applied, record.winner) == (["specificity"], "b")


def test_a_case_naming_the_asked_place_is_no_narrower_case_of_a_general_sentence(
        policy: Policy) -> None:
    # "at the Hull yard" may name the thing itself: no condition asked, nothing separates
    res = run(policy, event(
        "What is the longest trailer accepted at the Hull yard?",
        chunk("a", "Hull yard: longest trailer 12 m.", "policy", doc_id="yard-a"),
        chunk("b", "Trailers at Hull may not be longer than 14 m.", "policy", doc_id="yard-b"),
    ))
    (record,) = res.conflicts
    assert record.rule_applied != ["specificity"]


def test_a_case_fronted_before_the_question_is_a_condition(policy: Policy) -> None:
    res = run(policy, event(
        "For a choir booking eight rehearsal rooms, how long is the room hire?",
        chunk("a", "2.1 The standard room hire is 3 hours, keys from the front desk.", "policy",
              doc_id="hire-terms"),
        chunk("b", "Choirs booking 6 or more rooms: the room hire is 5 hours at no extra cost.",
              "policy", doc_id="choir-terms"),
    ))
    (record,) = res.conflicts
    assert (record.rule_applied, record.winner) == (["specificity"], "b")


def test_a_fronted_case_still_needs_the_general_sentence_to_name_the_head(
        policy: Policy) -> None:
    res = run(policy, event(
        "For a choir booking eight rehearsal rooms, how long is the room hire?",
        chunk("a", "2.1 Keys are lent for 3 hours from the front desk.", "policy",
              doc_id="hire-terms"),
        chunk("b", "Choirs booking 6 or more rooms: the room hire is 5 hours at no extra cost.",
              "policy", doc_id="choir-terms"),
    ))
    assert all("specificity" not in r.rule_applied for r in res.conflicts)
