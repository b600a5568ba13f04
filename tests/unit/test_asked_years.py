"""A bare year the question names itself is its qualifier, never an answer to it."""

from __future__ import annotations

from workers.engine.claims import extract_claims
from workers.engine.query import read_query

from .conftest import chunk, event


def _answers(query: str, text: str) -> list[str]:
    ev = event(query, chunk("c1", text, doc_class="team_wiki"))
    return [v.display for c in extract_claims(ev.chunks[0], read_query(ev))
            for v in c.values.values()]


def test_the_questions_own_year_in_a_title_is_no_answer() -> None:
    text = ("Holi 2025 | Rangwali Holi: Friday, March 14, 2025 | Holika Dahan: Thursday, "
            "March 13, 2025")
    assert "2025" not in _answers("When is Holi in 2025?", text)
    assert _answers("When is Holi in 2025?", text)[0] == "2025-03-14"


def test_a_sentence_whose_only_date_is_the_asked_year_answers_nothing() -> None:
    text = "UPDATE - The open-enrollment window for 2026 benefits has been extended."
    assert _answers("When does open enrollment for 2026 benefits close?", text) == []


def test_another_year_still_answers() -> None:
    text = "The open-enrollment window for 2026 benefits closed in 2025."
    assert _answers("When does open enrollment for 2026 benefits close?", text) == ["2025"]
