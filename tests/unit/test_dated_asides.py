"""A year in parentheses after another thing's name, beside the asked thing, is that thing's."""

from workers.engine import Policy

from .conftest import chunk, conflict_sets, slot_answers

_Q = "In what year was the Corn Exchange clock set up in Wendham?"


def test_a_dated_aside_of_a_thing_listed_beside_the_asked_one_answers_nothing() -> None:
    text = ("Wendham heritage trail: Ashby's Fountain (1861), the old gaol and the Corn Exchange "
            "clock.")
    assert slot_answers(_Q, text) == []


def test_a_labels_dated_answer_and_the_questions_own_aside_stay() -> None:
    assert slot_answers("In what year did Ada Moss's first novel appear?",
                        "Ada Moss | First novel: The Salt Road (1921) | Died: 1970") == ["1921"]
    assert slot_answers(_Q, "The Wendham Corn Exchange clock (1872) still keeps time.") == [
        "1872"]


def test_no_conflict_from_a_listed_things_year(policy: Policy) -> None:
    assert conflict_sets(
        policy, _Q,
        chunk("a", "The Corn Exchange clock in Wendham was set up in 1872.", "team_wiki"),
        chunk("b", "Wendham's Corn Exchange clock dates from 1872.", "team_wiki"),
        chunk("c", "Wendham heritage trail: Ashby's Fountain (1861), the old gaol and the Corn "
              "Exchange clock.", "team_wiki"),
    ) == []
