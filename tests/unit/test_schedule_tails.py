"""A ", Words" tail of a schedule that goes on to a clock time names no other entity."""

from workers.engine.entity_appositions import describes_subject
from workers.engine.values import same_name


def test_schedule_fields_are_no_place() -> None:
    text = "Listings · Harbury Puppet Theatre, Ashwell, Punch and Judy, Sat 11:00 — £6."
    assert describes_subject(text, text.index("Ashwell"))
    text = "St Anne's Choir, Lady Chapel, Sundays 10.30am"
    assert describes_subject(text, text.index("Lady"))


def test_place_tail_without_a_time_is_kept() -> None:
    text = "Rush Township, Scioto County, Ohio is a township of 1,042 people."
    assert not describes_subject(text, text.index("Scioto"))


def test_form_of_address_before_a_surname() -> None:
    assert same_name("doctor okafor", "doctor okafor")
    assert same_name("father brennan", "thomas brennan")
    assert same_name("dr okafor", "ada okafor")
    assert not same_name("father brennan", "thomas quinn")
