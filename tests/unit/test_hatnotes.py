"""Hatnotes point to other pages of a name: their terms answer nothing for the page."""

from __future__ import annotations

from workers.engine.hatnotes import hatnote_spans, in_hatnote
from workers.engine.reading import read_text
from workers.engine.slots import answer, read_slot

PAGE = ("Wren Atley (born 1991) is an English rugby union player. For the cricketer, see "
        "Wren Atley (cricketer). Atley plays at fly-half for a club in Bath.")


def test_a_hatnote_runs_from_for_through_see_to_its_stop() -> None:
    [(start, end)] = hatnote_spans(PAGE)
    assert PAGE[start:end] == "For the cricketer, see Wren Atley (cricketer)"
    assert in_hatnote(PAGE, PAGE.index("(cricketer)"))
    assert not in_hatnote(PAGE, PAGE.index("rugby"))


def test_other_uses_and_a_line_of_its_own_are_hatnotes() -> None:
    text = "Wren Atley\nFor other uses, see Atley (disambiguation).\nWren Atley is a player."
    assert [text[a:b] for a, b in hatnote_spans(text)] == [
        "For other uses, see Atley (disambiguation)"]


def test_for_inside_a_sentence_or_without_see_is_no_hatnote() -> None:
    assert hatnote_spans("Atley played for the county, see the records below.") == []
    assert hatnote_spans("For two seasons Atley played cricket in Kent.") == []


def test_a_class_term_in_a_hatnote_answers_nothing() -> None:
    query = "What sport is Wren Atley associated with?"
    text = ("Wren Atley English athlete (born 1991). For the cricket umpire, see "
            "Wren Atley (cricket). Wren Atley")
    found = [v.display for v in answer(text, 0, read_text(text).values, read_slot(query))]
    assert "cricket" not in found
