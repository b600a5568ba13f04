"""A price for several of what the question asks one of ("12 lessons | £300") is no rival."""

from __future__ import annotations

from workers.engine import Policy
from workers.engine.priced_many import priced_for_many, singular_units
from workers.engine.reading import read_text
from workers.engine.values import Value

from .conftest import chunk, conflict_sets


def test_the_units_asked_one_of() -> None:
    assert singular_units("What does a single lesson cost for one learner?") == {
        "lesson", "learner"}
    assert singular_units("How much is a week of tuition in the summer?") == {"week"}
    assert singular_units("What does the course cost?") == frozenset()


def test_a_bundle_price_is_no_rival_of_the_price_of_one(policy: Policy) -> None:
    query = "What does a single driving lesson cost?"
    sets = conflict_sets(
        policy, query,
        chunk("sheet", "Lessons | Single driving lesson | £36", "price_sheet"),
        chunk("bundles", "Bundles | 12 driving lessons | £399 | 20 driving lessons | £640",
              "price_sheet"),
        chunk("mail", "Hi Jo, a single driving lesson is £36.", "support_email"))
    assert sets == []


def test_a_line_of_several_items_is_no_rival_of_the_charge_for_each(policy: Policy) -> None:
    query = "What is charged for each pallet that is not returned?"
    sets = conflict_sets(
        policy, query,
        chunk("wiki", "Unreturned pallets are billed at £15 per pallet.", "team_wiki"),
        chunk("mail", "Your statement line 'Pallets x 4 - £60' is for pallets not returned; "
              "each is charged at fifteen pounds.", "support_email"))
    assert sets == []


def test_a_count_past_a_preposition_counts_another_thing() -> None:
    text = "Overtime (hours beyond 8 in one shift) | £21.00/hr"
    units = singular_units("What is the hourly rate for hours beyond 8 in a shift?")
    assert units == {"shift"}
    assert not priced_for_many(text, _money(text, "£21.00"), (), units)
    bundle = "Cards | 3 night shifts | £50"
    assert priced_for_many(bundle, _money(bundle, "£50"), (), units)


def _money(text: str, surface: str) -> Value:
    return Value(field="money", display="", surface=surface, start=text.index(surface),
                 dimension="", magnitude=0.0, exact="GBP")


def test_a_count_inside_a_compound_prices_one() -> None:
    """"4 bedroom house", "7 night cruise": the count is inside a compound whose singular
    head is the one thing priced; "4 whole nights" counts its plural noun."""
    units = singular_units("What does a four-bedroom house rent for each week?")
    house = read_text("Rents | 4 bedroom house | £900 a week").values
    assert not priced_for_many("Rents | 4 bedroom house | £900 a week", house[-1], house,
                               units)
    nights = singular_units("What does one night at the lodge cost?")
    text = "Lodge | 4 whole nights | £600"
    every = read_text(text).values
    assert priced_for_many(text, every[-1], every, nights)
