"""A register's code written in space-separated digit groups after a capitals prefix."""

from __future__ import annotations

from workers.engine import Policy
from workers.engine.reading import read_text

from .conftest import chunk, conflict_sets


def _ids(text: str) -> list[str]:
    return [v.display for v in read_text(text).values if v.field == "identifier"]


def test_a_prefix_and_digit_groups_is_one_code() -> None:
    assert _ids("Record the load as LWC 17 05 04 on the note.") == ["item:LWC170504"]
    assert _ids("Patient number NHS 485 777 3456 is on the letter.") == ["item:NHS4857773456"]


def test_numbers_apart_are_no_code() -> None:
    assert _ids("Shelves are 10 20 30 cm apart.") == []
    assert _ids("The AB 12 34 line closes.") == []  # two groups only
    assert _ids("Pay GBP 12 50 00.50 today.") == []


def test_two_codes_for_one_load_disagree(policy: Policy) -> None:
    assert conflict_sets(
        policy, "Which waste code goes on the note for crushed glass?",
        chunk("a", "2.1 Crushed glass is recorded as LWC 17 02 02 on every note."),
        chunk("b", "Notes: crushed glass goes down as LWC 19 12 05.", "team_wiki"),
    ) == [{"a", "b"}]
