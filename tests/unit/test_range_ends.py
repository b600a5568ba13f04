"""A span of years answers a question about an end with its later year; other questions
keep the nearest year. Texts are invented."""

from __future__ import annotations

from workers.engine import slots
from workers.engine.questions import read_slot
from workers.engine.range_ends import asks_end
from workers.engine.reading import read_text

_ROW = "Orlow Mill | Town: Kessby | Built: 1841–1844 | Height: 31 m"


def _years(query: str, text: str = _ROW) -> list[str]:
    slot = read_slot(query)
    assert slot is not None
    out = []
    for sentence in read_text(text).sentences:
        found, _ = slots.pick(sentence.snippet, text.find(sentence.snippet),
                              sentence.sentence_values, slot)
        out += [v.display for v in found if v.field == "date"]
    return out


def test_a_question_about_the_end_takes_the_later_year() -> None:
    assert asks_end("In what year was the Orlow Mill completed?")
    assert _years("In what year was the Orlow Mill completed?") == ["1844"]


def test_other_questions_keep_the_span_start() -> None:
    assert not asks_end("When was the Orlow Mill built?")
    assert _years("When was the Orlow Mill built?") == ["1841"]


def test_an_until_question_takes_the_year_a_span_ends_with() -> None:
    row = "Orlow Mill | Town: Kessby | Ground flour: 1841 to 1932 | Height: 31 m"
    assert asks_end("Until what year did the Orlow Mill grind flour?")
    assert _years("Until what year did the Orlow Mill grind flour?", row) == ["1932"]
    assert not asks_end("In what year did the Orlow Mill first grind flour?")


def test_a_stop_question_takes_the_year_after_until_its_century_elided() -> None:
    text = "Re: mill history — Orlow made flour for 90 years, 1841 until '31. — reply #4"
    assert asks_end("When did the Orlow Mill stop making flour?")
    assert _years("When did the Orlow Mill stop making flour?", text) == ["1931"]
    assert _years("When did the Orlow Mill start making flour?", text) == ["1841"]
