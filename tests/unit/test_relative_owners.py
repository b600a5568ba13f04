"""A value in a "which" clause about another named thing is that thing's
(``relative_owners``). The sentences are invented."""

from __future__ import annotations

from .conftest import slot_answers

_Q = "In what year did the Corran Hall in Dunmore open?"


def test_a_clause_about_another_named_thing_answers_nothing() -> None:
    assert slot_answers(_Q, "The Corran Hall went up across the square from the Palace "
                            "Theatre, which opened in 1911.") == []
    assert slot_answers(_Q, "It is older than Fennick Library, which opened in 1930.") == []


def test_the_asked_thing_a_place_a_month_or_an_apposition_keep_the_clause() -> None:
    assert slot_answers(_Q, "Dances were held at the Corran Hall, which opened in 1921.") == [
        "1921"]
    assert slot_answers(_Q, "Bands played the Corran Hall in Glenrothes, which opened in "
                            "1921.") == ["1921"]  # the clause may be the hall's
    assert slot_answers("When was the Corran organ destroyed by fire?",
                        "The Corran organ was moved to the Dunmore Kirk, which burned in 1954."
                        ) == ["1954"]  # what befalls the place befalls what was put there
    assert slot_answers("In what year did the Dunmore dance festival begin?",
                        "Dunmore holds a dance festival every August, which began in 1921."
                        ) == ["1921"]
