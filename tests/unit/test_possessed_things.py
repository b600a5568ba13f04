"""A thing the question's subject owns, doing the question's verb, has its own values
(``possessed_things``). The texts are invented."""

from __future__ import annotations

from workers.engine.possessed_things import owned_thing
from workers.engine.rivals import rival

_MUSEUM = "In what year did the Riverside Tram Museum open?"


def test_the_owned_things_event_is_its_own() -> None:
    said = "Re: trams — the museum's rooftop cafe, The Tram Stop, opened in 2019."
    assert owned_thing(said, _MUSEUM) == "rival:owned-rooftop-cafe"
    assert rival(said, _MUSEUM) == "rival:owned-rooftop-cafe"


def test_the_subject_itself_or_a_thing_the_question_writes_stays() -> None:
    assert owned_thing("The museum opened in 2011.", _MUSEUM) == ""
    assert owned_thing("The museum's tram hall opened in 2011.", _MUSEUM) == ""
    assert owned_thing("The museum's cafe closed in 2020.", _MUSEUM) == ""  # another verb
    said = "The museum opened in 2011 and the museum's cafe opened in 2019."
    assert owned_thing(said, _MUSEUM) == ""  # the subject's own opening is stated too


def test_a_named_owners_thing_doing_the_asked_event_in_other_words_is_its_own() -> None:
    query = "On what date was Halloran & Daughters founded in Leeds?"
    said = "Halloran's Bristol workshop opened in 1911 and still makes chairs."
    assert owned_thing(said, query) == "rival:owned-bristol-workshop"


def test_the_owners_first_thing_or_a_second_mention_of_the_event_stays() -> None:
    query = "On what date was Halloran & Daughters founded in Leeds?"
    assert owned_thing("Halloran's first workshop opened in 1874.", query) == ""
    assert owned_thing("Founded in 1874, Halloran's Bristol workshop opened in 1911.",
                       query) == ""
    assert owned_thing("The museum's cafe closed in 2020.", _MUSEUM) == ""
