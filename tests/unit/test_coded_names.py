"""A name answer that is a code read as an identifier (``coded_names``), and the question's
own name in an aside before the copula (``agent_asides``)."""

from __future__ import annotations

from workers.engine.agent_asides import past_own_aside
from workers.engine.coded_names import coded
from workers.engine.values import Value

from .conftest import claim_subjects as subjects

QUERY = "What is the club's affiliation number for Paddle Cymru insurance?"


def test_an_aside_naming_the_questions_own_name_is_read_past() -> None:
    text = "Our affiliation number with Paddle Cymru is PC-30915."
    end = text.index("number") + len("number")
    assert text[past_own_aside(text, end, frozenset({"paddle", "cymru"})):].startswith(" is")
    assert past_own_aside(text, end, frozenset({"canoe"})) == end


def test_the_answer_behind_the_aside_is_the_identifier() -> None:
    found = subjects(QUERY, "Our affiliation number with Paddle Cymru is PC-30915.")
    assert found == [("", ["item:PC30915"])]


def test_only_a_name_spanning_an_identifier_changes() -> None:
    name = Value("text", "Kestrel", "Kestrel", 4, "name", exact="kestrel")
    code = Value("identifier", "item:PC30915", "PC-30915", 4, "item", exact="PC30915")
    assert coded(name, [code]) is name
    code_name = Value("text", "PC-30915", "PC-30915", 4, "name", exact="pc30915")
    assert coded(code_name, [code]) is code
