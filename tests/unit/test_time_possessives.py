"""A time unit in the possessive ("hours' rest", "days' notice") asks for a length of time,
and "not less than" states a limit, which answers like "at least"."""

from __future__ import annotations

from workers.engine import Policy
from workers.engine.owners import question_names
from workers.engine.reading import read_text
from workers.engine.slots import read_slot
from workers.engine.stated import stated

from .conftest import chunk, conflict_sets, slot_answers


def test_a_possessive_time_unit_counts_time() -> None:
    assert read_slot("How many days' notice must a tenant give?").kind == "count-time"
    assert read_slot("How many weeks' holiday does a new starter get?").kind == "count-time"
    assert read_slot("How many hours of rest does a driver need?").kind == "count-time"


def test_a_possessive_time_unit_names_no_group() -> None:
    assert question_names("How many days' notice must a tenant give?") == frozenset()
    assert question_names("How many weeks' holiday does a starter get?") == frozenset()
    assert question_names("How many seats does a children's table have?") == {"'children"}


def test_not_less_than_is_a_limit_and_less_than_a_loose_bound() -> None:
    def shown(text: str) -> list[str]:
        return [v.display for v in stated(text, 0, list(read_text(text).values))]

    assert shown("Drivers get a break of not less than 45 minutes.") == ["45 minute"]
    assert shown("Drivers get a break of not fewer than 45 minutes.") == ["45 minute"]
    assert shown("Drivers get a break of less than 45 minutes.") == []


def test_a_minimum_stated_as_not_less_than_answers() -> None:
    query = "How many hours' rest must a lorry driver take between duties?"
    assert slot_answers(query, "A lorry driver shall take a rest of not less than 9 "
                               "consecutive hours between the end of one duty and the next.") \
        == ["9 hour"]


def test_two_minimum_rests_in_two_wordings_disagree(policy: Policy) -> None:
    assert conflict_sets(
        policy, "How many hours' rest must a lorry driver take between duties?",
        chunk("a", "A lorry driver shall take a rest of not less than 9 consecutive hours "
                   "between the end of one duty and the next.", "contract"),
        chunk("b", "Drivers take at least 12 hours' rest between duties.", "hr_handbook"),
    ) == [{"a", "b"}]
