"""A duration in a clause with a recurrence and a perfect verb, longer than the recurrence's
period, says how long a custom has run, not how long one occurrence lasts
(``running_lengths``)."""

from __future__ import annotations

from .conftest import claim_durations as durations


def test_a_custom_s_run_is_no_length_of_one_occurrence() -> None:
    query = "How long does the Oakhurst lantern walk last?"
    assert durations(query, "Each year for over 150 years, the people of Oakhurst have "
                            "carried lanterns round the green in the lantern walk.") == []
    assert durations(query, "The lantern walk has been held annually for 150 years.") == []
    assert durations(query, "The lantern walk lasts 90 minutes and is held every year.") == [
        "90 minute"]


def test_a_question_in_the_perfect_or_asking_an_age_keeps_the_run() -> None:
    text = "The lantern walk has been held every year for 150 years."
    assert durations("How long has the Oakhurst lantern walk been held?", text) == ["150 year"]
    assert durations("How long does the Oakhurst lantern walk last?", text) == []


def test_no_perfect_verb_or_a_shorter_duration_is_no_run() -> None:
    assert durations("How long are ledger backups retained?",
                     "Ledger backups are taken nightly and retained for 35 days.") == ["35 day"]
    assert durations("How long does the course of tablets last?",
                     "Take one tablet every day for 2 weeks.") == ["14 day"]
    assert durations("How long does the permit check take?",
                     "Monthly check: any permit expiring within 90 days must have the "
                     "renewal started now.") == ["90 day"]
    assert durations("How long does the bell-ringing last?",
                     "The bells have rung for 20 minutes every evening.") == ["20 minute"]
