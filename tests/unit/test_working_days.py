"""A period in working days and one in calendar days answering one question compare."""

from __future__ import annotations

from workers.engine import Policy
from workers.engine.values import Value
from workers.engine.working_days import names_asked

from .conftest import chunk, conflict_sets

LEAVE = "How many days of paid study leave does a trainee get before an exam?"
GRACE = "How long is the grace period for returning hired costumes, and what is the late fee?"


def _period(text: str, surface: str) -> Value:
    start = text.index(surface)
    return Value("quantity", "", surface, start, "business-duration", 3.0)


def test_a_label_before_the_period_names_its_noun() -> None:
    text = "Costume hire | Grace period: 3 working days after the show"
    assert names_asked(text, _period(text, "3 working days"), frozenset({"grace", "period"}))


def test_a_possessive_names_the_noun_after_it() -> None:
    text = "Trainees receive three working days' paid study leave before each exam."
    assert names_asked(text, _period(text, "three working days'"), frozenset({"leav"}))


def test_a_period_after_a_verb_names_no_noun() -> None:
    text = "Trainees are told the result within three working days."
    assert not names_asked(text, _period(text, "three working days"), frozenset({"result"}))


def test_working_days_differ_from_other_calendar_days(policy: Policy) -> None:
    sets = conflict_sets(
        policy, LEAVE,
        chunk("hb", "Trainees receive three working days' paid study leave before each exam.",
              "hr_handbook", source_tier="primary"),
        chunk("mail", "You get 5 days paid study leave before the exam, I think.",
              "support_email", source_tier="tertiary"),
    )
    assert sets == [{"hb", "mail"}]


def test_working_days_agree_with_as_many_calendar_days(policy: Policy) -> None:
    sets = conflict_sets(
        policy, LEAVE,
        chunk("hb", "Trainees receive three working days' paid study leave before each exam.",
              "hr_handbook", source_tier="primary"),
        chunk("mail", "You get 3 days paid study leave before the exam.",
              "support_email", source_tier="tertiary"),
    )
    assert sets == []


def test_a_two_part_question_keys_both_periods_as_one(policy: Policy) -> None:
    sets = conflict_sets(
        policy, GRACE,
        chunk("tariff", "Costume hire | Grace period: 3 working days after the show",
              "price_sheet", source_tier="primary"),
        chunk("mail", "Hi Jo, there's a 5 days' grace period on returns. Cheers",
              "support_email", source_tier="tertiary"),
    )
    assert {"tariff", "mail"} in sets


def test_a_turnaround_in_working_days_stays_apart(policy: Policy) -> None:
    sets = conflict_sets(
        policy, "How long is a hire quote valid for?",
        chunk("terms", "Hire quotes are valid for 14 days from issue.", source_tier="primary"),
        chunk("wiki", "Request a quote online; the quote is emailed within 2 working days.",
              "team_wiki", source_tier="secondary"),
    )
    assert sets == []
