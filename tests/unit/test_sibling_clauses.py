"""A value in a semicolon-joined piece governed by another verb than the asked predicate's."""

from __future__ import annotations

from workers.engine.questions import read_slot
from workers.engine.sibling_clauses import answered_beside

from .conftest import sentence_answers


def _answers(query: str, text: str) -> list[str]:
    return sentence_answers(query, text, display=True)


def _piece(text: str, part: str) -> tuple[int, int]:
    at = text.index(part)
    return at, at + len(part)


def test_a_count_beside_the_asked_verb_s_piece_answers_nothing() -> None:
    query = "How many hikers reached the summit of Mount Orrin?"
    text = "Last June 312 hikers paid £5 to climb Mount Orrin; just 98 made it to the summit."
    assert answered_beside(text, *_piece(text, "Last June 312 hikers paid £5 to climb Mount"
                                               " Orrin;"), read_slot(query), query)
    assert _answers(query, text) == []  # 98 "made" is not read, and 312 is "paid"'s


def test_a_year_beside_the_asked_event_s_piece_answers_nothing() -> None:
    query = "In what year was the Drumley water mill opened?"
    text = "Re: old mills — the Drumley water mill was opened in 1871; his first water mill was" \
        " at Carrow, 1850."
    assert answered_beside(text, *_piece(text, "his first water mill was at Carrow, 1850."),
                           read_slot(query), query)
    assert _answers(query, text) == ["1871"]


def test_a_piece_alone_in_its_sentence_keeps_its_answer() -> None:
    query = "How many hikers reached the summit of Mount Orrin?"
    text = "312 hikers signed up for the Mount Orrin climb. Only 98 reached the summit."
    assert not answered_beside(text, *_piece(text, "312 hikers signed up for the Mount Orrin"
                                                   " climb."), read_slot(query), query)


def test_a_piece_with_a_predicate_word_the_other_lacks_keeps_its_answer() -> None:
    query = "In what year was the Harwick fiddle trophy first contested?"
    text = ("A revival night for the Harwick fiddle trophy draws 300; the trophy, first "
            "contested in 1902, had not been played for since 1950.")
    piece = _piece(text, "the trophy, first contested in 1902, had not been played for since"
                         " 1950.")
    assert not answered_beside(text, *piece, read_slot(query), query)


def test_a_neighbour_without_a_number_leaves_the_answer() -> None:
    query = "How many hikers reached the summit of Mount Orrin?"
    text = "312 hikers signed up for the Mount Orrin climb; most reached the summit."
    piece = _piece(text, "312 hikers signed up for the Mount Orrin climb;")
    assert not answered_beside(text, *piece, read_slot(query), query)


def test_a_piece_without_a_verb_of_its_own_keeps_its_answer() -> None:
    query = "How many hikers reached the summit of Mount Orrin?"
    text = "Mount Orrin: 312 hikers in all; 98 reached the summit in 1931."
    piece = _piece(text, "Mount Orrin: 312 hikers in all;")
    assert not answered_beside(text, *piece, read_slot(query), query)


def test_the_verb_a_have_question_asks_with_is_no_verb_of_its_own() -> None:
    query = "How many bells does the Tolland chapel carillon have?"
    text = "A: it has only 23 bells; the Ashby chapel carillon has over 40."
    piece = _piece(text, "A: it has only 23 bells;")
    assert not answered_beside(text, *piece, read_slot(query), query)
