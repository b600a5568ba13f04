"""Readings web text needs: page furniture, unit words as modifiers, bases of amounts,
names inside questions, spelled compound durations, rounding to a whole, loose bounds."""

from __future__ import annotations

import pytest

from workers.engine import Policy
from workers.engine.query import read_query
from workers.engine.questions import read_slot
from workers.engine.reading import read_text
from workers.engine.slots import answer
from workers.engine.values import Value, differs

from .conftest import event, web_conflict_sets


def _read(text: str) -> list[tuple[str, str]]:
    return [(v.display, v.surface) for v in read_text(text).values]


def _one(text: str) -> Value:
    (value,) = read_text(text).values
    return value


def test_a_pages_own_furniture_counts_nothing() -> None:
    assert _read("Was this helpful? 12 answers · 3 replies · 40 comments") == []
    assert _read("12 volunteers") == [("12 volunteer", "12 volunteers")]


def test_a_unit_of_time_is_no_adjective_of_another() -> None:
    assert _read("Pluto's 248-year orbit") == [("248 year", "248-year")]
    assert _read("the planet's 225-day year") == [("225 day", "225-day")]


@pytest.mark.parametrize(("text", "expected"), [
    ("about three days", [("3 day", "three days")]),
    ("and fifteen minutes", [("15 minute", "fifteen minutes")]),
    ("six hours and ten minutes", [("370 minute", "six hours and ten minutes")]),
    ("eleven minutes and nine seconds", [("669 second", "eleven minutes and nine seconds")]),
    ("two hours and seventy minutes", [("2 hour", "two hours"), ("70 minute", "seventy minutes")]),
])
def test_number_words_are_whole_words_and_spelled_parts_join(
    text: str, expected: list[tuple[str, str]]
) -> None:
    assert _read(text) == expected


def test_an_amount_after_per_is_a_basis_not_an_answer() -> None:
    slot = read_slot("How much fibre is in a Corrin rye cracker?")
    text = "Nutrition per 10 g cracker: Corrin rye crackers contain 1.9 g fibre."
    (value,) = answer(text, 0, read_text(text).values, slot)
    assert value.magnitude == 1.9


def test_a_capitalised_word_inside_a_question_is_a_name_not_an_attribute() -> None:
    assert read_query(event("How long is The Price of Salt?")).focus == "topic"
    assert read_query(event("How long is The Price of Salt?")).slot is not None
    assert read_query(event("What is the price of the Orla kettle?")).focus == "price"
    assert read_query(event("What uptime does the Enterprise SLA guarantee?")).focus \
        == "availability"


def test_a_decimal_rounds_to_the_two_digit_whole_it_is_written_as() -> None:
    assert not differs(_one("87.97 days"), _one("88 days"), 0.0)
    assert not differs(_one("78.08%"), _one("78%"), 0.0)
    assert not differs(_one("22.6 m"), _one("23 m"), 0.0)
    assert differs(_one("87.4 days"), _one("88 days"), 0.0)
    assert differs(_one("0.8 t"), _one("1 t"), 0.0)  # one significant digit: nominal
    assert differs(_one("14 days"), _one("15 days"), 0.0)


def test_under_is_a_loose_bound_unless_just_under() -> None:
    slot = read_slot("How long does the Harl ferry take?")
    text = "The Harl ferry takes under an hour."
    assert answer(text, 0, read_text(text).values, slot) == []
    text = "The Harl ferry takes just under 50 minutes."
    (value,) = answer(text, 0, read_text(text).values, slot)
    assert value.magnitude == 3000


def test_what_a_how_much_question_measures_labels_its_answer() -> None:
    slot = read_slot("How much fibre is in a Corrin rye cracker?")
    assert slot.material == "fibr"
    assert read_slot("How much does a Corrin cracker cost?").material == ""
    text = "Per cracker: energy 40 kcal, fat 0.4 g, fibre 1.9 g, salt 0.1 g."
    (value,) = answer(text, 0, read_text(text).values, slot)
    assert value.magnitude == 1.9
    text = "Each Corrin cracker has 1.9 g of fibre."
    (value,) = answer(text, 0, read_text(text).values, slot)
    assert value.magnitude == 1.9


def test_an_amount_of_a_thing_per_an_amount_is_a_concentration() -> None:
    slot = read_slot("How much fibre is in a Corrin rye cracker?")
    text = "Corrin rye crackers: 15 g fibre per 100 g."
    assert answer(text, 0, read_text(text).values, slot) == []


def test_a_duration_in_the_genitive_measures_the_noun_after_it() -> None:
    slot = read_slot("How long does the Orla ferry take?")
    text = "The Orla ferry pier is 2 minutes' walk from the station."
    assert answer(text, 0, read_text(text).values, slot) == []
    text = "The pier is 5 minutes’ walk away and the Orla ferry takes 40 minutes."
    (value,) = answer(text, 0, read_text(text).values, slot)
    assert value.magnitude == 2400


@pytest.mark.parametrize(
    "text",
    ["New Orla ferry crews first train on a 90-day simulation course.",
     "Park in town and take the 15-20 minute shuttle to the Orla ferry."],
)
def test_a_duration_written_as_a_modifier_measures_the_noun_after_it(text: str) -> None:
    slot = read_slot("How long does the Orla ferry take?")
    assert answer(text, 0, read_text(text).values, slot) == []


@pytest.mark.parametrize(
    "text",
    ["The Orla ferry: a 35-minute crossing in calm seas.",
     "Book the 35-minute Orla ferry at the pier.",
     "The Orla ferry is a 35-minute trip."],
)
def test_a_modifier_of_the_asked_thing_or_after_a_copula_still_answers(text: str) -> None:
    slot = read_slot("How long does the Orla ferry take?")
    (value,) = answer(text, 0, read_text(text).values, slot)
    assert value.magnitude == 2100


def test_a_version_named_before_a_colon_owns_the_compound_after_it() -> None:
    slot = read_slot("How long is the animated film Orla Bay?")
    text = "1 week ago · Orla Bay in concert: a 90-minute show with a live band."
    assert answer(text, 0, read_text(text).values, slot) == []
    (value,) = answer("Orla Bay: a 24-minute film.", 0, read_text("Orla Bay: a 24-minute film.")
                      .values, slot)
    assert value.magnitude == 1440


def test_the_usual_value_answers_before_particular_cases() -> None:
    slot = read_slot("How long does the Orla ferry take?")
    text = "The Orla ferry takes 35 minutes in summer and 50 in a gale, 40 minutes on average."
    (value,) = answer(text, 0, read_text(text).values, slot)
    assert value.magnitude == 2400


def test_the_approximately_equal_sign_marks_an_approximate_value() -> None:
    slot = read_slot("How far is the Orla ferry crossing?")
    text = "Orla ferry crossing: ≈ 24,000 m."
    (value,) = answer(text, 0, read_text(text).values, slot)
    assert value.surface.startswith("≈")


def test_an_amount_after_n_times_is_an_item_or_a_second_dimension() -> None:
    slot = read_slot("How long is a Brisk handball match?")
    text = "A Brisk handball match lasts 2 × 25 min."
    assert answer(text, 0, read_text(text).values, slot) == []
    text = "A Brisk handball match lasts 50 minutes (2 × 25 min)."
    (value,) = answer(text, 0, read_text(text).values, slot)
    assert value.magnitude == 3000


def test_a_physical_how_question_keeps_its_slot_beside_a_word_of_the_table() -> None:
    query = read_query(event("How far can the Velo T2 e-bike ride between charges?"))
    assert (query.focus, query.slot is not None) == ("topic", True)
    password = read_query(event("What is the minimum password length?"))
    assert (password.focus, password.slot) == ("password", None)


def test_a_where_question_asks_a_place_not_the_attribute_its_verb_names(policy: Policy) -> None:
    query = read_query(event("Where is the Harlow astrolabe kept today?"))
    assert (query.focus, query.slot is not None) == ("topic", True)
    assert web_conflict_sets(
        policy, "Where is the Harlow astrolabe kept today?",
        "The Harlow astrolabe is kept in the Civic Museum; the guided visit takes 40 minutes.",
        "Saw the Harlow astrolabe at the Civic Museum, a 3 hour day trip from the coast.",
    ) == []
    kept = read_query(event("How long is the Harlow astrolabe kept on loan?"))
    assert kept.focus == "retention"


def test_a_year_with_its_century_elided_answers_with_no_year(policy: Policy) -> None:
    question = "In what year did Mira Alder found the Harbour Gazette?"
    assert web_conflict_sets(
        policy, question,
        "Mira Alder founded the Harbour Gazette in 1931.",
        "The Harbour Gazette, founded by Mira Alder in 1931, is still printed weekly.",
        "Re: Alder: she founded the Harbour Gazette in '31, then the Quay Review in 1934.",
    ) == []
    assert web_conflict_sets(
        policy, question,
        "Mira Alder founded the Harbour Gazette in 1931.",
        "The Harbour Gazette, founded by Mira Alder in 1931, is still printed weekly.",
        "Re: Alder: she founded the Harbour Gazette in 1934 after leaving the Quay Review.",
    ) == [{"c0", "c1", "c2"}]
