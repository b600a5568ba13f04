"""A requirement of the opposite or a substitute act answers "may I …?" with no
(``required_instead``). The texts are invented."""

from __future__ import annotations

from workers.engine.asked_clause import answering
from workers.engine.fields import clauses
from workers.engine.terms import content_terms

_BOOTS = "May walkers wear boots inside the Orvane chapel?"
_TOOL = "Can a keeper touch the puck with the glove?"


def _clause(sentence: str, question: str) -> str:
    value = clauses.find(sentence, 0).value
    assert value is not None
    return answering(value, frozenset(content_terms(question)), question).display


def test_taking_off_what_is_asked_to_be_worn_denies_it() -> None:
    assert _clause("Inside the chapel you must take off your boots.", _BOOTS) == "must not"
    assert _clause("Walkers have to take their boots off at the door.", _BOOTS) == "must not"
    assert _clause("Boots must be removed before entering the chapel.", _BOOTS) == "must not"
    assert _clause("Visitors must walk barefoot inside the chapel.", _BOOTS) == "must not"


def test_other_requirements_and_questions_stay_as_read() -> None:
    assert _clause("Walkers must clean their boots at the door.", _BOOTS) == "must"
    assert _clause("You must take off your boots.", "Must walkers take off boots?") == "must"
    assert _clause("Visitors must walk barefoot.", "May visitors wear hats in the chapel?") \
        == "must"  # barefoot says nothing of hats


def test_a_required_other_instrument_denies_the_asked_one() -> None:
    assert _clause("The keeper must play it with the stick.", _TOOL) == "must not"
    assert _clause("The keeper must catch it with the glove.", _TOOL) == "must"  # the same
    assert _clause("The keeper must play it with the stick.",
                   "Can a keeper touch the puck?") == "must"  # no instrument asked


def test_keep_with_the_worn_thing_before_its_particle_asks_to_wear_it() -> None:
    for question in ("May guests keep their boots on inside the Orvane chapel?",
                     "Can pupils keep coats on in class?",
                     "Could I keep my trainers on in the hall?"):
        assert _clause("Boots, coats and trainers must be removed at the door.",
                       question) == "must not"
    assert _clause("Inside, you must take your boots off.",
                   "May guests keep their boots on inside?") == "must not"


def test_keep_without_a_particle_is_no_wearing() -> None:
    assert _clause("Boots must be removed at the door.",
                   "May guests keep their boots in the locker?") == "must"
