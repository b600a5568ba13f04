"""A count of single things halves into pairs when the question counts their pairs."""

from __future__ import annotations

from workers.engine.paired_counts import as_pairs
from workers.engine.reading import read_text
from workers.engine.sentence_readings import SentenceReading
from workers.engine.slots import read_slot
from workers.engine.values import Value

_TEXT = "Q: how many gills does the Orvel shark have? A: 14 — seven on each side. 3 answers"


def _bare(count: float) -> Value:
    return Value("quantity", f"{count:g}", f"{count:g}", 0, "count", count)


def _answer_sentence(text: str) -> SentenceReading:
    return next(s for s in read_text(text).sentences if s.snippet.startswith("A:"))


def test_a_count_of_the_single_things_halves_into_pairs() -> None:
    slot = read_slot("How many pairs of gills does the Orvel shark have?")
    halved = as_pairs(_answer_sentence(_TEXT), slot, _bare(14))
    assert (halved.magnitude, halved.display) == (7.0, "7")


def test_other_counts_and_questions_stay() -> None:
    sentence = _answer_sentence(_TEXT)
    bare = _bare(14)
    assert as_pairs(sentence, read_slot("How many gills does the Orvel shark have?"),
                    bare) is bare
    assert as_pairs(sentence, read_slot("How many pairs of fins does the Orvel shark have?"),
                    bare) is bare
    named = Value("quantity", "14 gill", "14 gills", 0, "count:gill", 14.0)
    assert as_pairs(sentence, read_slot("How many pairs of gills does the Orvel shark have?"),
                    named) is named
    other = _answer_sentence("Q: how many fins does the Orvel shark have? A: 14. 3 answers")
    assert as_pairs(other, read_slot("How many pairs of gills does the Orvel shark have?"),
                    bare) is bare
