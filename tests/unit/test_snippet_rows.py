"""Web-snippet rows: what a value belongs to in infobox lines and lists (snippet false alarms)."""

from __future__ import annotations

from workers.engine import Policy
from workers.engine.segments import segments

from .conftest import chunk, event, run


def test_a_dotted_line_is_read_row_by_row() -> None:
    text = "Common octopus · Arms: 8 · Hearts: 3 · Lifespan: 1–2 years"
    cells = [body for _, body in segments(text, 0)]
    assert cells == ["Common octopus", "Arms: 8", "Hearts: 3", "Lifespan: 1–2 years"]
    for offset, body in segments(text, 0):
        assert text[offset : offset + len(body)] == body


def test_dotted_lines_one_under_another_are_a_table_read_by_line() -> None:
    text = "Line 1 · 12 stops · opened 1978\nLine 2 · 22 stops · opened 1991"
    assert [body for _, body in segments(text, 0)] == [
        "Line 1 · 12 stops · opened 1978", "Line 2 · 22 stops · opened 1991"]


def test_an_infobox_row_of_another_attribute_is_no_answer(policy: Policy) -> None:
    res = run(policy, event(
        "How many hearts does an octopus have?",
        chunk("a", "An octopus has three hearts: two pump blood through the gills.", "team_wiki"),
        chunk("b", "Common octopus (Octopus vulgaris) · Arms: 8 · Hearts: 3 · Weight: 3–10 kg",
              "team_wiki"),
        chunk("c", "Q: do octopuses have 9 brains? A: Sort of. And yes, 3 hearts.", "team_wiki"),
    ))
    assert res.conflicts == []
    res = run(policy, event(
        "How many hearts does an octopus have?",
        chunk("a", "An octopus has three hearts: two pump blood through the gills.", "team_wiki"),
        chunk("b", "Common octopus (Octopus vulgaris) · Arms: 8 · Hearts: 4 · Weight: 3–10 kg",
              "team_wiki"),
    ))
    assert len(res.conflicts) == 1  # the row that answers still disagrees
