"""'Label: value' segments, inline lists, and values written in words or as ranges."""

from __future__ import annotations

import pytest

from tests.unit.test_fields import read
from workers.engine import Policy
from workers.engine.fields import money, quantity
from workers.engine.reading import read_text

from .conftest import chunk, event, run
from .conftest import claim_subjects as subjects


def test_a_listed_label_the_query_does_not_name_is_another_subject() -> None:
    found = subjects("What discount do Silver partners get?",
                     "Silver: 15% off list; Gold: 25% off list.")
    assert found[0] == ("", ["15%"])
    assert found[1][0] == "row:gold"


def test_a_lone_label_sharing_nothing_with_the_query_is_another_subject() -> None:
    found = subjects("What is the nightly hotel limit for Zurich?",
                     "Hotel limits per night. Zurich: CHF 280. Basel: CHF 230.")
    assert ("row:basel", ["230.00 CHF"]) in found
    assert ("", ["280.00 CHF"]) in found


def test_a_heading_label_over_the_querys_words_and_an_attribute_label_keep_the_subject() -> None:
    assert subjects("What is the daily late fee for library laptop loans?",
                    "Reminder: overdue laptops cost £2 a day.")[0][0] == ""
    assert subjects("Which bank account should remittances be paid into?",
                    "IBAN: GB29 NWBK 6016 1331 9268 19")[0][0] == ""


def test_a_lone_piped_line_with_values_is_an_inline_list_not_a_header() -> None:
    reading = read_text("Accessories: PR-5 Gripper EUR 1,690.00 | PR-7 Gripper EUR 1,740.00")
    money_by_cell = [[v.display for v in s.values if v.field == "money"]
                     for s in reading.sentences]
    assert [m for m in money_by_cell if m] == [["1690.00 EUR"], ["1740.00 EUR"]]
    assert len({s.offset for s in reading.sentences}) == 2
    table = read_text("Service | Availability SLO\nsearch-api | 99.95%")
    assert [[v.display for v in s.values] for s in table.sentences] == [["99.95%"]]


@pytest.mark.parametrize(("text", "display"), [
    ("four hundred and fifty dollars a year", "450.00 USD per year"),
    ("110 Singapore dollars a day", "110.00 SGD per day"),
    ("a fee of 20 Swiss francs", "20.00 CHF"),
    ("Four hundred dollars", "400.00 USD"),
    ("resellers pay a EUR 3,000 onboarding fee", "3000.00 EUR"),  # a word number, then a code
])
def test_money_in_words_and_named_dollars(text: str, display: str) -> None:
    assert [v.display for v in read(money.extract, text)] == [display]


@pytest.mark.parametrize(("text", "display"), [
    ("within 3-5 business days", ["3-5 business day"]),
    ("between 3 and 5 business days", ["3-5 business day"]),
    ("three to five working days", ["3-5 business day"]),
    ("up to £20,000 in the 2026/27 tax year", []),
])
def test_a_range_reads_with_both_ends_and_a_year_span_is_no_period(
    text: str, display: list[str]
) -> None:
    assert [v.display for v in read(quantity.extract, text)] == display


@pytest.mark.parametrize(("text", "display"), [
    ("59,50 EUR brutto", "59.50 EUR"),
    ("1,500 EUR", "1500.00 EUR"),
])
def test_decimal_commas(text: str, display: str) -> None:
    assert [v.display for v in read(money.extract, text)] == [display]


def test_a_change_states_its_new_value_not_the_one_it_starts_from() -> None:
    found = subjects("What is the weekend stipend?",
                     "The weekend stipend goes up from £300 to £350.")
    assert found == [("", ["350.00 GBP"])]
    found = subjects("What is the Team plan price?", "Team plan: EUR 14 per user, up from EUR 12.")
    assert found == [("", ["14.00 EUR per user"])]


def test_a_sentence_about_another_year_than_the_query_asks_is_another_period() -> None:
    query = "What is the weekend stipend in 2027?"
    assert subjects(query, "2026 compensation: weekend stipend £300.") == [
        ("period:2026", ["300.00 GBP"])]
    assert subjects(query, "2027 compensation: weekend stipend £350.") == [("", ["350.00 GBP"])]
    assert subjects(query, "From 1 January 2027 the weekend stipend is £350.")[0][0] == ""


def test_a_sentence_about_today_names_other_years_as_references() -> None:
    query = "What is the weekend stipend in 2027?"
    assert subjects(query, "The weekend stipend rose to £350 today, above its 2025 level.") \
        == [("", ["350.00 GBP"])]


def test_a_label_with_another_modifier_of_the_querys_noun_is_another_thing() -> None:
    query = "What is the minimum number of registered nurses on the cardiac ward?"
    assert subjects(query, "Renal ward: minimum of three registered nurses.")[0][0] == (
        "row:renal-ward")
    assert subjects(query, "Cardiac ward: minimum of four registered nurses.")[0][0] == ""
    # an abbreviation is the same modifier
    assert subjects("What is the maximum cure temperature for resin?",
                    "Resin max cure temp: 180 °C.")[0][0] == ""


def test_a_label_whose_value_names_the_querys_own_modifier_is_the_querys_thing() -> None:
    query = "In what year did Mara Lind publish her Lancet study on sleep cycles?"
    # "Key study" ranks the study; its value names the asked "Lancet": the query's study
    assert subjects(query, "Key study: Lancet, 2004, sleep cycles in shift workers")[0][0] == ""
    # a value naming no modifier of the query leaves the label another thing's
    assert subjects(query, "Pilot study: Harlow Gazette, 2001, sleep cycles")[0][0] == (
        "row:pilot-study")


def test_the_other_bound_is_another_attribute() -> None:
    query = "What is the maximum employer pension contribution?"
    assert subjects(query, "The minimum member contribution is 3%.")[0][0] == "bound:min"
    assert subjects(query, "Matched up to a maximum of 8% of salary.")[0][0] == ""


def test_a_chunk_stating_none_of_the_disputed_fields_takes_no_side(policy: Policy) -> None:
    res = run(policy, event(
        "What is the maximum employer pension contribution?",
        chunk("a", "The Company matches contributions up to a maximum of 8% of salary.",
              source_tier="primary"),
        chunk("b", "We match what you pay into your pension, up to 6% of your salary.",
              source_tier="secondary"),
        chunk("c", "You can change your own pension contribution once a month.",
              source_tier="secondary"),
    ))
    (record,) = res.conflicts
    assert sorted(c.chunk_id for c in record.chunks) == ["a", "b"]


def test_a_yes_no_question_compares_clauses_and_a_how_long_question_values(
    policy: Policy,
) -> None:
    res = run(policy, event(
        "Can contractors get read access to the warehouse?",
        chunk("a", "Contractors must not be granted access to the warehouse.",
              source_tier="primary"),
        chunk("b", "Contractors may be given read access to the warehouse for up to 30 days.",
              source_tier="secondary"),
        chunk("c", "Warehouse access is recertified every 90 days.", source_tier="primary"),
    ))
    assert [(sorted(c.chunk_id for c in r.chunks), r.detected_fields) for r in res.conflicts] == [
        (["a", "b"], ["clause"])]
    res = run(policy, event(
        "How long does a refund by bank transfer take?",
        chunk("a", "Refunds by bank transfer may take up to 5 business days.",
              source_tier="primary"),
        chunk("b", "Refunds are never made by cheque.", source_tier="primary"),
    ))
    assert res.conflicts == []


def test_a_rate_written_with_a_slash_and_the_noun_a_how_many_question_counts() -> None:
    assert [v.display for v in read(quantity.extract, "Growth: 600 requests/minute")] == [
        "600 request per minute"]
    from workers.engine.questions import read_slot
    assert read_slot("How many API requests per minute does the plan allow?").counted == "request"
    assert read_slot("How many Golden Lyres did Mara Vell win?").counted == "lyre"
    assert read_slot("How many Alps does the route cross?").counted == "alp"


def test_of_two_sentences_under_one_key_the_one_sharing_more_of_the_query_states_it() -> None:
    found = subjects("At what disk usage does the database page the on-call engineer?",
                     "Alert levels: warn in Slack at 70% volume usage; page on-call at 80%.")
    assert found == [("", ["80%"])]


def test_a_numbered_thing_with_another_number_is_another_thing() -> None:
    query = "What is the first-response target for Priority 2 tickets?"
    assert subjects(query, "As a Priority 3 request we reply within 2 business days.")[0][0] == (
        "numbered:priority-3")
    assert subjects(query, "As a Priority 2 issue you hear from us within 4 hours.")[0][0] == ""


def test_the_code_a_sentence_opens_with_is_its_rule_number_not_a_value() -> None:
    reading = read_text("RM-2: Personal USB storage devices must not be connected.")
    assert [(s.measure, [v.display for v in s.values]) for s in reading.sentences] == [
        ("storage", [])]
    assert [v.display for v in reading.sentences[0].sentence_values] == ["item:RM2"]


def test_a_rule_number_read_short_of_its_sub_number_is_no_value() -> None:
    reading = read_text("KS-4.2 Shared keycards must not be lent to visitors.")
    assert all(v.field != "identifier" for s in reading.sentences for v in s.values)


def test_a_numbered_rule_and_a_wiki_permission_disagree(policy: Policy) -> None:
    res = run(policy, event(
        "Can volunteers lend their keycard to a visitor?",
        chunk("std", "KS-4.2 Keycards must not be lent to visitors; every visitor signs in "
              "at reception.", "security_standard", source_tier="primary"),
        chunk("std2", "KS-4.5 Manager accounts must use two-factor sign-in.",
              "security_standard", source_tier="primary"),
        chunk("wiki", "On open days volunteers may lend their keycard to a visitor.",
              "team_wiki", source_tier="secondary"),
    ))
    assert {frozenset(c.chunk_id for c in r.chunks) for r in res.conflicts} == {
        frozenset({"std", "wiki"})}


def test_a_chunk_about_another_model_number_is_about_that_model() -> None:
    found = subjects("What battery life does the Scout S2 scanner have?",
                     "Scout S3 - runtime up to 14 hours; wireless charging dock.")
    assert {subject for subject, _ in found} == {"numbered:scout-S3"}
    # a question with an answer slot leaves another model's answer out altogether
    for query in ("How long does the Scout S2 scanner battery last?",
                  "What is the battery runtime of the Scout S2 scanner?"):
        assert subjects(query, "Scout S3 - runtime up to 14 hours; wireless charging dock.") == []


def test_an_amount_excluding_what_the_query_includes_is_another_attribute() -> None:
    found = subjects("What does the Pro plan cost per month including VAT?",
                     "Pro plan: EUR 50.00 per month excl. VAT; EUR 59.50 per month incl. VAT.")
    assert found == [("excl:vat", ["50.00 EUR per month"]), ("", ["59.50 EUR per month"])]


def test_the_negation_of_a_query_word_is_another_attribute() -> None:
    found = subjects("How many days of paid bereavement leave are given?",
                     "Compassionate leave: up to ten days' unpaid leave per year.")
    assert found[0][0] == "un:paid"


def test_a_label_heading_a_list_of_the_subject_s_kind_names_no_other_thing(
        policy: Policy) -> None:
    query = "In what year did the Orca Point Aquarium open?"
    res = run(policy, event(
        query,
        chunk("a", "Orca Point Aquarium | Opened: 12 May 1991 | Tanks: 40", "team_wiki"),
        chunk("b", "The Orca Point Aquarium opened in 1991 on the old pier.", "team_wiki"),
        chunk("c", "Famous aquariums: Orca Point Aquarium (opened 1991) · Gull Bay Aquarium "
                   "(2004)", "team_wiki"),
        chunk("d", "Q: how old is orca point? A: the Orca Point Aquarium opened in 1989. "
                   "3 answers", "team_wiki"),
        chunk("e", "Re: first visit — the Orca Point Aquarium opened in 1991, I was there.",
              "team_wiki")))
    assert [sorted(m.chunk_id for m in c.chunks) for c in res.conflicts] == [
        ["a", "b", "c", "d", "e"]]


def test_the_negated_query_words_are_read_once_per_question() -> None:
    from workers.engine.distractors import _negated

    terms = frozenset({"paid", "leave"})
    assert _negated(terms) == frozenset({"unpaid", "unleave"})
    assert _negated(frozenset(terms)) is _negated(terms)
    found = subjects("How many days of paid bereavement leave are given?",
                     "Compassionate leave: up to ten days' paid leave per year.")
    assert found[0][0] != "un:paid"


def test_a_labels_other_modifier_is_read_past_when_a_hyphenated_word_names_the_asked_one(
) -> None:
    query = "How much is a six-visit pool swim pass?"
    # "pool-swim" writes the question's "swim" before "pass": the label heads a list
    assert subjects(query, "Updated adult passes: 6-visit pool-swim pass £30, valid 2 months.") \
        == [("", ["30.00 GBP"])]


def test_a_label_stays_another_thing_when_its_segment_shares_only_the_paid_word() -> None:
    query = "What deposit is taken on a kitchen refit?"
    found = subjects(query, "3.2 Garden rooms: 25% deposit at booking.")
    assert found and found[0][0].startswith("row:")
    # a segment naming the query's thing itself is headed by its label, not another thing
    assert subjects(query, "Reminder: a 25% deposit is taken on every kitchen refit.")[0][0] \
        == ""
