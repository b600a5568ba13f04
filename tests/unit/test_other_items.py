"""A value told of another item of a series ("second-term", "its predecessor")."""

from __future__ import annotations

from workers.engine import Policy
from workers.engine.other_items import _other_item, _pairs

from .conftest import conflict_sets, web

Q = "How many episodes did the first season of Harrow Lane have?"


def test_ordinals_are_read_in_words_digits_and_hyphenated() -> None:
    assert _pairs("its second-term vice president; the 3rd album; First season") == {
        ("2", "term"), ("3", "album"), ("1", "season")}


def test_a_sentence_about_another_item_of_the_series_is_set_apart() -> None:
    asked = frozenset({("1", "season")})
    assert _other_item("The fourth season of Harrow Lane ran to 22 episodes.", asked)
    assert not _other_item("Its first season had 10 episodes; the second season had 22.", asked)
    assert not _other_item("Harrow Lane ran to 10 episodes in 2019.", asked)


def test_another_terms_vice_president_makes_no_conflict(policy: Policy) -> None:
    query = "Who was Hal Brenner's vice president during his first term?"
    box = web("a", "Hal Brenner | 9th President of Vessany | In office: 1885 – 1889 | "
                    "Vice President: Thomas Quell (1885)")
    second = web("c", "Hal Brenner was president twice, but not in a row! His second-term "
                       "vice president was Adam Stroud.")
    assert conflict_sets(policy, query, box, second) == []
    first = web("d", "Hal Brenner was president twice! His first-term vice president was "
                      "Adam Stroud.")
    assert conflict_sets(policy, query, box, first) != []


def test_a_predecessors_value_makes_no_conflict(policy: Policy) -> None:
    query = "How many judges sit on the Vessany High Court?"
    box = web("a", "Vessany High Court | Seat: Orvik | Established: 1950 | Judges: 15")
    qa = web("b", "Q: how many judges on the high court? A: Fifteen, elected by parliament. "
                   "3 answers")
    old = web("c", "The Vessany Court of Appeal, the High Court's predecessor, began in 1922 "
                    "with 11 judges.")
    assert conflict_sets(policy, query, box, qa, old) == []
    assert _other_item("The successor to the High Court sits with 9 judges.", frozenset(),
                       kin=True)
    rival = web("d", "The Vessany High Court has 11 judges since the 2020 reform.")
    assert conflict_sets(policy, query, box, qa, rival) != []
