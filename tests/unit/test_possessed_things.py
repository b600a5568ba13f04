"""A thing the question's subject owns, doing the question's verb, has its own values
(``possessed_things``). The texts are invented."""

from __future__ import annotations

from workers.engine import Policy
from workers.engine.possessed_things import owned_thing
from workers.engine.rivals import rival

from .conftest import chunk, event, run

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


def test_the_owner_alone_doing_the_asked_verb_dates_the_owner() -> None:
    from workers.engine.possessed_things import owner_alone
    query = "When did the Kelby Zoo's Marlow Reptile House open?"
    assert owner_alone("The Kelby Zoo opened in 1911.", query) == "rival:owner-kelby-zoo"
    assert owner_alone("Kelby Zoo opened in 1911; its reptile house came later.", query) == ""
    assert owner_alone("The Marlow Reptile House opened in 1968.", query) == ""
    assert owner_alone("The Kelby Zoo's reptile house opened in 1968.", query) == ""
    assert owner_alone("The Kelby Zoo opened in 1911 and opened Marlow later.", query) == ""
    assert owner_alone("The Kelby Zoo opened in 1911.", "When did the Kelby Zoo open?") == ""


def test_the_owners_own_opening_makes_no_conflict(policy: Policy) -> None:
    result = run(policy, event(
        "In what year did the Kelby Zoo's Marlow Reptile House open?",
        chunk("a", "Kelby Zoo | Opened: 1911 | Marlow Reptile House: opened 1968", "team_wiki"),
        chunk("b", "The Marlow Reptile House opened in 1968, a brick hall by the lake.",
              "team_wiki"),
        chunk("c", "Re: zoo tips — the Marlow Reptile House has been there since 1968.",
              "team_wiki"),
        chunk("d", "The Kelby Zoo opened in 1911. Its snake hall came much later!", "team_wiki")))
    assert result.conflicts == []


def test_the_asked_owned_thing_is_read_once_per_question() -> None:
    from workers.engine.possessed_things import _asked_owned

    query = "When did the Kelby Zoo's Marlow Reptile House open?"
    asked = _asked_owned(query)
    assert asked is not None and _asked_owned(query) is asked
    assert asked.thing == ("marlow", "reptile", "house")
    assert asked.label == "rival:owner-kelby-zoo"
    assert _asked_owned("When did the Kelby Zoo open?") is None
