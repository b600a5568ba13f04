"""Durations a text uses as an age or, for a "how often" question, as no recurrence
(``duration_uses``)."""

from __future__ import annotations

from .conftest import claim_durations as durations


def test_an_age_answers_only_a_question_asking_an_age() -> None:
    query = "What is the hourly rate for apprentices on the Leeds site?"
    assert durations(query, "For a 17-year-old apprentice the rate is £7.55 an hour.") == []
    assert "17 year" in durations("What is the age of the youngest apprentice?",
                                  "The youngest apprentice is a 17-year-old from Leeds.")


def test_how_often_is_answered_by_recurrences_only() -> None:
    query = "How often must the fire alarm be tested?"
    assert durations(query, "Fire alarms are tested every 7 days by the caretaker.") == [
        "7 day"]
    assert durations(query, "Alarm panels are tested at 3-month intervals.") == ["3 month"]
    assert durations(query, "Alarm panels are replaced 12 years after installation.") == []
    # a question asking a length keeps every length
    assert durations("How long does an alarm panel last?",
                     "Alarm panels are replaced 12 years after installation.") == ["12 year"]


def test_a_duration_in_parentheses_after_a_price_is_its_billing_term() -> None:
    query = "How many days can a trailer be parked free at the depot?"
    assert durations(query, "Parking after that: £6.40 per trailer per day (minimum charge "
                            "3 days).") == []
    assert durations(query, "Parking after that: EUR 12/trailer/day (billed per 2 days).") == []


def test_a_duration_in_parentheses_after_no_price_still_answers() -> None:
    query = "How many days can a trailer be parked free at the depot?"
    assert durations(query, "Trailers park free (up to 3 days) at the depot.") == ["3 day"]
    assert durations(query, "Free parking: 3 days; then £6.40 per day.") == ["3 day"]


def test_how_long_is_answered_by_no_recurrence() -> None:
    query = "How long is the guarantee on a cedar garden bench?"
    assert durations(query, "Cedar benches are guaranteed for 8 years against rot.") == [
        "8 year"]
    assert durations(query, "Stain the bench every 6 months to keep the guarantee.") == []
    assert durations(query, "Benches need 6-monthly staining under the guarantee.") == []
    # "each" quantifies the thing, not the period
    assert durations("How long is a night-shift block?",
                     "Each night-shift block lasts 4 days.") == ["4 day"]
    # a how-long question about an interval asks a recurrence
    assert durations("How long is the gap between bench inspections?",
                     "Benches are inspected every 6 months.") == ["6 month"]
    # how long the asked event takes: its recurrence is its length
    assert durations("How long does the tram take to circle the park?",
                     "The tram circles the park every 40 minutes.") == ["40 minute"]


def test_a_duration_under_a_day_is_no_age() -> None:
    query = "What is the minimum age for the canoe taster session?"
    assert durations(query, "Canoe taster (45 minutes) | £30 per paddler") == []
    assert "10 year" in durations(
        query, "Canoe taster session: paddlers must be at least 10 years old.")
    assert "42 day" in durations("What is the minimum age for puppy classes?",
                                 "Puppy classes take puppies from 6 weeks old.")


def test_a_lead_time_question_is_answered_by_no_duration_that_goes_on() -> None:
    query = "How long before a match must players arrive at the ground?"
    assert durations(query, "Players arrive 40 minutes before kick-off.") == ["40 minute"]
    assert durations(query, "A match lasts 90 minutes plus stoppage time.") == []
    assert durations(query, "The warm-up runs for about 20 minutes on the pitch.") == []
    # the adjective "last" is no verb of going on; a question asking a length keeps both
    assert durations(query, "Players who played in the last 3 days may arrive later."
                     ) == ["3 day"]
    assert durations("How long does a match last?",
                     "A match lasts 90 minutes plus stoppage time.") == ["90 minute"]


def test_advance_notice_is_a_lead_time_no_bounded_length_answers() -> None:
    query = "How much advance notice do tenants get before a boiler service?"
    assert durations(query, "Tenants are told at least 48 hours ahead of a service.") == [
        "2 day"]
    assert durations(query, "Boiler services last no longer than 3 hours.") == []
    assert durations(query, "Visits last up to 2 hours each.") == []
    # a plain "last" before a figure is the adjective, not the verb
    assert durations(query, "Over the last 6 months we gave 5 days' notice.") != []
    # a question asking a length keeps the bounded "last"
    assert durations("How long does a boiler service take?",
                     "Boiler services last no longer than 3 hours.") == ["3 hour"]


def test_the_term_an_extended_option_runs_to_is_no_standard_term() -> None:
    query = "How long is the guarantee on a new boiler?"
    assert durations(query, "New boilers carry a 5-year guarantee.") == ["5 year"]
    assert durations(query, "Extended guarantee to 10 years is sold at installation.") == []
    assert durations(query, "An extended plan to 8 years can be bought.") == []
    # a verb reporting a change of the term itself keeps its value
    assert durations(query, "We have extended our guarantee to 7 years.") == ["7 year"]
    assert durations(query, "The guarantee was extended to 7 years in May.") == ["7 year"]
    # a question about extending or the longest term keeps the option's term
    assert durations("How long can the boiler guarantee be extended to?",
                     "An extended guarantee to 10 years is sold at installation.") == [
        "10 year"]


def test_a_duration_placing_one_event_from_another_is_no_age() -> None:
    query = "From what age can members join the Harwick rowing club?"
    assert durations(query, "Members can join from 14 years of age.") == ["14 year"]
    assert durations(query, "Members can join online; the welcome pack arrives about 2 weeks "
                            "before the first outing.") == []
    assert durations(query, "Members can join and are insured 10 days later.") == []


def test_time_spent_on_something_is_no_age() -> None:
    query = "How old was Ines Marlow when she founded the Orvik bakery?"
    assert durations(query, "Ines Marlow, with two years of training behind her, founded "
                            "the Orvik bakery.") == []
    assert durations(query, "After ten years of marriage, Ines Marlow founded the Orvik "
                            "bakery.") == []
    assert durations(query, "Ines Marlow founded the Orvik bakery after 3 years of her "
                            "apprenticeship.") == []


def test_time_stayed_or_served_is_no_age() -> None:
    query = "How old was Ines Marlow when she was elected mayor of Orvik?"
    assert durations(query, "Ines Marlow was elected at forty and stayed sixteen years.") == []
    assert durations(query, "Ines Marlow served for 12 years as mayor of Orvik.") == []
    assert durations(query, "Ines Marlow was 40 years old when Orvik elected her mayor.") \
        == ["40 year"]


def test_an_offset_from_a_birthday_or_a_states_start_is_no_age() -> None:
    query = "How old was Ines Marlow when she died?"
    assert durations(query, "A: Ninety-four, just six weeks short of her 95th birthday.") == []
    assert durations(query, "She was 98, two months past her birthday.") == []
    assert durations(query, "Blind from six weeks old, Ines Marlow wrote 200 hymns.") == []
    assert durations(query, "Ines Marlow died 94 years old.") == ["94 year"]


def test_years_of_age_are_still_an_age() -> None:
    assert durations("How old was Ines Marlow when she founded the Orvik bakery?",
                     "Ines Marlow founded the Orvik bakery at 24 years of age.") == ["24 year"]
