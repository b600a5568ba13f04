"""Amounts stated per another thing the query names are not what it counts per."""

from __future__ import annotations

from tests.unit.test_other_cases import subjects  # type: ignore[attr-defined]
from workers.engine.per_other_items import counted_per

QUERY = "How many riders can join one pony hack?"


def test_the_query_counts_per_the_head_of_its_one_phrase() -> None:
    assert counted_per(QUERY) == ("hack", frozenset({"pony"}))
    assert counted_per("How many riders can join a hack?") == ("", frozenset())


def test_a_count_per_the_modifier_is_another_question() -> None:
    assert subjects(QUERY, "Pony hack (2 hours) | £30 per pony | up to 3 riders per pony")[-1][
        0] == "per:pony"


def test_a_count_per_the_counted_thing_or_an_unnamed_one_is_kept() -> None:
    assert subjects(QUERY, "Hacks take up to 6 riders per hack.")[0][0] == ""
    assert subjects(QUERY, "A pony hack takes 6 riders, at £30 per rider.")[0][0] == ""


def test_a_price_per_the_modifier_prices_the_item_itself() -> None:
    asked = "How much is each SMS booking reminder?"
    assert subjects(asked, "SMS booking reminders are charged at £0.06 per SMS.")[0][0] == ""


def test_a_count_per_a_compound_ending_in_the_counted_thing_is_kept() -> None:
    asked = "How many canoes can a club hire in one summer weekend?"
    assert subjects(asked, "Clubs may hire four canoes per summer weekend.")[0][0] == ""
    assert subjects(asked, "Clubs may hire four canoes per summer camp.")[0][0] == "per:summer"
