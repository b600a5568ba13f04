"""Enterprise text written by others: which chunks take a side, and which value answers."""

from __future__ import annotations

import pytest

from workers.engine import Policy
from workers.engine.asked import AMOUNT, CODE, MONEY, PERIOD, SHARE, WHEN, asked_fields
from workers.engine.query import answer_kind, case_terms, read_query
from workers.engine.reading import read_text
from workers.engine.terms import named_terms, topic_words

from .conftest import chunk, event, run
from .conftest import slot_answers as _answer


def test_a_chunk_whose_value_is_of_another_dimension_takes_no_side(policy: Policy) -> None:
    res = run(policy, event(
        "How many porters must be on the loading dock?",
        chunk("a", "Loading dock: at least five porters must be on duty.", "team_wiki"),
        chunk("b", "Loading dock: at least seven porters must be on duty.", "team_wiki"),
        chunk("c", "Loading dock shifts run with a 45-minute break.", "team_wiki"),
    ))
    (record,) = res.conflicts
    assert sorted(c.chunk_id for c in record.chunks) == ["a", "b"]


def test_all_of_a_thing_is_its_measure_a_part_is_not() -> None:
    query = "How long is the Harrow Canal path?"
    text = "We walked all 64 km of the Harrow Canal path in 4 days."
    assert _answer(query, text) == ["64000 m"]
    assert _answer(query, "The towpath covers 12 km of the Harrow Canal path in 4 days.") \
        != ["12000 m"]


@pytest.mark.parametrize(
    ("query", "fields"),
    [
        ("When does the 18-month guarantee start?", WHEN),
        ("By when must the audit evidence be uploaded?", WHEN),
        ("What is the order code for the blue valve kit?", CODE),
        ("Which firmware version must the scanner run?", CODE),
        ("What is the replacement fee for a lost badge?", MONEY),
        ("What does a day pass cost?", MONEY),
        ("What is the corporation tax rate in Brellany?", SHARE),
        ("What refresh rate does the Vantor V2 screen run at?", SHARE),
        ("What percentage of the levy goes to training?", SHARE),
        ("What is the mileage rate for vans?", None),
        ("What discount do Gold members get off list price?", None),
        ("What is the minimum number of stewards at the gate?", None),
        ("How long does a full charge take?", PERIOD),
        ("For how long is a visitor permit valid?", PERIOD),
        ("How long is the trial, and what does it cost?", None),
        ("What is the fee and the notice period for leaving early?", None),
        ("How much storage does the Vantor V2 have?", AMOUNT),
        ("How much does the Vantor V2 weigh?", None),
        ("How late can I move a dentist appointment without charge?", None),
        ("How soon can a hire car be returned free of charge?", PERIOD),  # asks a period
        ("Which rooms can a tenant book with no charge?", None),
        ("How much notice moves a piano lesson without forfeiting the fee?", None),
        ("What deposit secures a kayak without paying the hire, this week?", MONEY),
        ("What is the fee for leaving without giving notice?", MONEY),
    ],
)
def test_the_kind_of_value_a_question_asks_for(
    query: str, fields: frozenset[str] | None
) -> None:
    assert asked_fields(query) == fields


def test_a_sum_kept_out_by_without_leaves_the_period_asked(policy: Policy) -> None:
    res = run(policy, event(
        "How much notice must a renter give to swap a boat slot without losing the deposit?",
        chunk("a", "Swapping a slot: give 36 hours' notice to swap and keep the deposit.",
              "team_wiki"),
        chunk("b", "Slot swaps: with at least 60 hours' notice the deposit moves with you.",
              "team_wiki"),
    ))
    assert [{c.chunk_id for c in r.chunks} for r in res.conflicts] == [{"a", "b"}]


def test_a_tax_rate_question_ignores_amounts_beside_the_rate(policy: Policy) -> None:
    res = run(policy, event(
        "What is the standard rate of VAT in Brellany?",
        chunk("a", "VAT rose to 18% today, raising about €2 billion a year.", "team_wiki"),
        chunk("b", "At the standard rate of 18%, €118 gross is €100 net.", "team_wiki"),
    ))
    assert res.conflicts == []


def test_a_price_question_ignores_durations_beside_the_price(policy: Policy) -> None:
    res = run(policy, event(
        "What is the replacement fee for a lost badge?",
        chunk("a", "Lost badges cost £15 to replace; new badges are printed within 2 days.",
              "team_wiki"),
        chunk("b", "A lost badge costs £15 to replace; allow 5 days for printing.", "team_wiki"),
    ))
    assert res.conflicts == []


def test_a_how_long_question_ignores_fees_beside_the_period(policy: Policy) -> None:
    res = run(policy, event(
        "How long is a Corvane fishing licence valid?",
        chunk("a", "A Corvane fishing licence is valid for 3 years; the fee is €40.", "team_wiki"),
        chunk("b", "Licences last three years. Renewal costs €35 online.", "team_wiki"),
    ))
    assert res.conflicts == []


def test_a_when_question_compares_the_basis_not_another_period(policy: Policy) -> None:
    res = run(policy, event(
        "When does the 18-month guarantee on the Kestrel boiler start?",
        chunk("a", "The Kestrel boiler's 18-month guarantee runs from the date of delivery.",
              "team_wiki"),
        chunk("b", "Kestrel boiler: 18 months' guarantee from the date of purchase.",
              "team_wiki"),
        chunk("c", "Kestrel boiler guarantee: an extra 6 months can be bought for £40.",
              "team_wiki"),
    ))
    (record,) = res.conflicts
    assert record.detected_fields == ["date_basis"]
    assert sorted(c.chunk_id for c in record.chunks) == ["a", "b"]


@pytest.mark.parametrize(
    ("text", "shown"),
    [
        ("Scooters: claim 9p per mile.", "0.09 GBP per mile"),
        ("Vans are reimbursed at 12 pence per mile.", "0.12 GBP per mile"),
        ("Archive tier: USD 1.10 per TB per month.", "1.10 USD per tb/month"),
        ("Archive tier: $1.10 / TB / month.", "1.10 USD per tb/month"),
    ],
)
def test_pence_and_per_units_of_data_are_read(text: str, shown: str) -> None:
    assert [v.display for v in read_text(text).values if v.field == "money"] == [shown]


def test_a_video_resolution_is_no_amount() -> None:
    assert not [v for v in read_text("Records 1080p video at 60 fps.").values
                if v.field == "money"]


def test_a_wh_question_after_a_fronted_phrase_asks_a_value() -> None:
    assert answer_kind("On weekends, what is the minimum number of lifeguards?") == ""
    assert read_query(event("On weekends, what is the minimum number of lifeguards?",
                            chunk("a", "x"))).answer == "value"


def test_a_label_naming_the_asked_case_is_more_specific(policy: Policy) -> None:
    res = run(policy, event(
        "What is the hourly parking rate for electric vans?",
        chunk("gen", "Parking a van at the depot costs £3.00 per hour.", source_tier="primary"),
        chunk("ev", "Electric vans: £1.50 per hour while charging.", source_tier="primary"),
    ))
    (record,) = res.conflicts
    assert record.rule_applied == ["specificity"]
    assert record.winner == "ev"


def test_an_amount_without_its_period_takes_the_period_of_its_equal(policy: Policy) -> None:
    res = run(policy, event(
        "What is the weekend standby allowance for porters?",
        chunk("a", "Porters: weekend standby allowance £90 per weekend.", "team_wiki"),
        chunk("b", "Bank holiday standby: £30 per day on top of the weekend allowance.",
              "team_wiki"),
        chunk("c", "The porters' weekend standby allowance rises to £90.", "team_wiki"),
    ))
    assert res.conflicts == []


def test_an_amount_is_never_settled_on_a_unit_that_is_no_period(policy: Policy) -> None:
    res = run(policy, event(
        "What is the fee to rebook a Saver ticket?",
        chunk("a", "Saver tickets: a rebooking fee of €30 applies.", "team_wiki"),
        chunk("b", "Rebooking a Saver ticket costs €20 per traveller.", "team_wiki"),
        chunk("c", "Saver: rebooking fee EUR 20.", "team_wiki"),
        chunk("d", "For Saver tickets the rebooking fee is €30 per person.", "team_wiki"),
    ))
    (record,) = res.conflicts
    assert len(record.chunks) == 4


@pytest.mark.parametrize(
    ("sentence", "word", "named"),
    [
        ("You can return it free of charge within 10 days.", "charge", ""),
        ("A charge of £5 applies.", "charge", "price"),
        ("The 12-month limited warranty covers parts.", "limited", ""),
        ("Uploads are limited to 2 GB.", "limited", "limit"),
    ],
)
def test_idioms_take_an_attribute_away(sentence: str, word: str, named: str) -> None:
    (found,) = [w for w in topic_words(sentence, []) if sentence.lower()[w.start:w.end] == word]
    assert found.name == named


def test_naming_the_whole_case_is_more_specific_than_its_head_alone(policy: Policy) -> None:
    res = run(policy, event(
        "How long do I have to return a made-to-measure suit?",
        chunk("any", "You may return any suit within 30 days of delivery.", doc_id="terms"),
        chunk("mtm", "Made-to-measure suits may be returned within 7 days of delivery.",
              doc_id="terms"),
    ))
    (record,) = res.conflicts
    assert record.rule_applied == ["specificity"]
    assert record.winner == "mtm"


@pytest.mark.parametrize(
    ("query", "case"),
    [
        ("What is the mileage rate for electric cars?", ("electric", "car")),
        ("What is the last order date for standard delivery before Christmas?", ("delivery",)),
        ("How long do I have to cancel a custom-engraved order?", ("custom-engrav", "order")),
        ("What is the first-response target for P2 tickets?", ()),
    ],
)
def test_the_case_a_question_asks_about(query: str, case: tuple[str, ...]) -> None:
    assert case_terms(query) == case


def test_a_lower_case_new_or_old_before_the_name_is_no_other_entity(policy: Policy) -> None:
    res = run(policy, event(
        "When do the Studio plan price changes take effect?",
        chunk("a", "Customers: the new Studio plan prices apply from 1 May 2027.", "price_sheet"),
        chunk("b", "Studio plan price changes take effect on 1 April 2027.", "price_sheet"),
    ))
    (record,) = res.conflicts
    assert record.detected_fields == ["date"]


def test_an_amount_answers_a_money_question_whatever_word_sits_near_it(policy: Policy) -> None:
    res = run(policy, event(
        "What is the daily late fee for hired bikes?",
        chunk("a", "Bike late returns: £4 per day until the bike is back.", "team_wiki"),
        chunk("b", "The late fee for hired bikes is £6 per day.", "team_wiki"),
    ))
    (record,) = res.conflicts
    assert record.detected_fields == ["money"]


def test_a_phrasal_verb_names_its_attribute_only_with_its_particle() -> None:
    assert ("carry", "carry-over") in named_terms("How many days can I carry over?")
    assert ("carri", "carry-over") in named_terms("How many days can be carried over?")
    assert ("carry", "") in named_terms("How many passengers can the Corvan C300 carry?")
    assert ("carry", "carry-over") in named_terms("Can I carry forward unused days?")


def test_a_sentence_carrying_a_cover_names_no_carry_over() -> None:
    said = "Each boiler service carries a 2-year parts guarantee."
    assert [w.name for w in topic_words(said, []) if w.term == "carry"] == [""]
    over = "Up to 5 days may be carried over into next year."
    assert [w.name for w in topic_words(over, []) if w.term == "carri"] == ["carry-over"]


@pytest.mark.parametrize("query", ["Within how many hours must a leak be reported?",
                                   "For how long is a parking pass valid?"])
def test_a_how_question_led_by_its_preposition_asks_a_value(query: str) -> None:
    assert answer_kind(query) == "value"


def test_an_either_or_question_asks_which_not_whether() -> None:
    assert answer_kind("Does the warranty run from purchase or from registration?") == ""
    assert answer_kind("Is the fee charged on arrival or on departure?") == ""
    assert answer_kind("Can I pay by card or by cash?") == "yes-no"
    assert answer_kind("Does the warranty cover water damage or theft?") == "yes-no"


@pytest.mark.parametrize("query", ["How late can a tenant pay the rent before a fee is added?",
                                   "How early can I check in to the cabin?",
                                   "How soon must a burst pipe be reported?",
                                   "How quickly are deposits returned?"])
def test_a_how_late_or_soon_question_asks_a_value(query: str) -> None:
    assert answer_kind(query) == "value"


def test_a_time_limit_stated_with_may_and_can_agrees(policy: Policy) -> None:
    res = run(policy, event(
        "How late can I turn up for a driving lesson before it is cancelled?",
        chunk("pol", "2.4 If you turn up more than 15 minutes late your lesson may be cancelled"
              " and charged.", source_tier="primary", effective_date="2026-01-01"),
        chunk("faq", "Q: What if I'm late? A: Your instructor can wait for up to fifteen minutes;"
              " after that the lesson may be cancelled.", "team_wiki"),
    ))
    assert res.context.status == "clean"


def test_a_permission_is_keyed_by_the_question_whatever_its_condition_measures(
        policy: Policy) -> None:
    res = run(policy, event(
        "Can a warden refund a locker fee in the members' app?",
        chunk("rules", "Role | Refund locker fees\nWarden | not permitted\n"
                       "Treasurer | permitted", "access_control"),
        chunk("wiki", "Wardens may refund a locker fee in the app if the member cancels "
                      "within 14 days of joining.", "team_wiki"),
    ))
    assert [sorted(c.chunk_id for c in r.chunks) for r in res.conflicts] == [["rules", "wiki"]]
    assert res.conflicts[0].detected_fields == ["clause"]
