"""Digits that a "number", "no." or "#" label names are a register's number, an identifier."""

from workers.engine.asked import CODE, asked_fields
from workers.engine.fields.identifiers import extract
from workers.engine.fields.scan import scan
from workers.engine.fields.spans import Taken


def _ids(text: str) -> list[tuple[str, str]]:
    return [(v.dimension, v.exact) for v in extract(scan(text), Taken())]


def test_a_labelled_number_is_an_identifier() -> None:
    assert _ids("Each boiler report shows our registration number 60213.") == [
        ("numbered", "60213")]
    assert _ids("Kiln workshop no. 7732, glazing and firing.") == [("numbered", "7732")]
    assert _ids("Quote permit #20931 at the gate.") == [("numbered", "20931")]


def test_a_figure_is_no_identifier() -> None:
    assert _ids("We saw the number 300 on the scoreboard.") == []
    assert _ids("The number 300 was lit.") == []
    assert _ids("Entry number 12 wins.") == []
    assert _ids("Quote number 4.5 % in the memo.") == []


def test_a_question_for_a_registered_number_asks_an_identifier() -> None:
    assert asked_fields("What is the licence number shown on our taxi plates?") == CODE
    assert asked_fields("What is the registration number on the boiler report?") == CODE
