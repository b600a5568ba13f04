"""A date's clause with a subject of its own tells that subject's event, not the asked one."""

from __future__ import annotations

import pytest

from workers.engine.event_of_question import question_event
from workers.engine.event_subjects import other_subject_event
from workers.engine.tied_dates import tied
from workers.engine.values import Value

_OWN = frozenset("gale fenwick harbour bridge tower marlow swept coast opened built".split())


def _own(word: str) -> bool:
    return word.lower() in _OWN


@pytest.mark.parametrize(
    ("text", "at", "doer", "other"),
    [("The great gale of 1952 was brief, and Storm Oriel swept the coast on 3 March 1961.",
      "3 March", True, "storm oriel"),                        # a second clause, its own name
     ("The great gale of 1952 was brief, and Storm Oriel swept the coast on 3 March 1961.",
      "1952", True, ""),                                      # the first clause's date stays
     ("Fun fact: Brenner Ironworks was set up in Marlow in 1880, and the bridge …",
      "1880", False, "brenner ironworks"),                    # another name undergoes the act
     ("Its builders opened it, in a port itself opened in 1790.", "1790", True, "port"),
     ("The span stands in a village settled in 1712.", "1712", False, "village"),
     ("Fenwick Harbour Bridge was opened in 1931.", "1931", False, ""),  # the asked name
     ("Mayor Kent Osei opened it in 1931.", "1931", False, ""),  # an agent of a passive ask
     ("The bridge is a crossing opened in 1931.", "1931", False, ""),   # a copula's noun
     ("Tsar Fenwick opened it in 1931.", "1931", True, ""),      # a title and the asked name
     ("Salvi's Harbour Bridge was opened in 1931.", "1931", False, ""),   # a maker's name
     ("Fenwick Harbour has Quayhouse, a tiny sail museum! It opened in 2009.", "2009", False,
      "quayhouse"),                                           # the pronoun's nearer name
     ("Fenwick Harbour has a sail museum. It opened in 1931.", "1931", False, ""),  # no name
     ("The museum has Fenwick Bridge in view. It opened in 1931.", "1931", False, ""),
     ("The old quay was cleared to make room for Marlow Corn Exchange, opened in 1904.",
      "1904", False, "marlow corn exchange"),                 # an appositive's own name
     ("Visitors reach Fenwick Harbour Bridge, opened in 1931.", "1931", False, ""),
     ("Updated 2024 · Kessel Road Bridge in Carrow, upstream from Fenwick, was opened in 1899.",
      "1899", True, "kessel road bridge"),                   # a name past its place and aside
     ("Kessel Road Bridge in Carrow, upstream from Fenwick, was opened in 1899.",
      "1899", False, "kessel road bridge"),
     ("Fenwick Harbour Bridge, upstream from Carrow, was opened in 1931.", "1931", True, ""),
     ("The old bridge, upstream from Carrow, was opened in 1931.", "1931", True, ""),
     ("Marlow's other river crossing, the Kessel Bridge, was opened in 1899.", "1899", True,
      "other river crossing"),                               # an owner's other thing
     ("The span was opened in 1931. Its other arch fell in 1890.", "1890", True,
      "other arch fell in"),
     ("Its other arch fell in 1890, and the bridge was opened in 1931.", "1931", True, ""),
     ("Walks pass Fenwick, Marlow and Ostend Lighthouse, opened in Ostend in 1859.", "1859",
      False, "ostend lighthouse"),               # a list's last name, a place between
     ("Walks pass Ostend Lighthouse and Fenwick Harbour Bridge, opened in Marlow in 1931.",
      "1931", False, ""),                        # the list's last name is the asked one
     ("It was drawn up by Kent Osei Partners, opened in 1931.", "1931", False, ""),  # agent
     ("Marlow's ferry ran down the river from the Kessel, which opened in 1899.", "1899",
      False, "kessel"),                          # a relative clause on a lone name after "the"
     ("A cafe stands beside Kessel Road Bridge, which was opened in 1899.", "1899", False,
      "kessel road bridge"),
     ("Walkers come down the hill to the Fenwick, which opened in 1931.", "1931", False,
      ""),                                       # the relative clause of the asked name
     ("Kessel, opened in 1899, is a hamlet.", "1899", False, "")],  # a capitalised opening
)
def test_the_clause_subject_owns_its_date(text: str, at: str, doer: bool, other: str) -> None:
    assert other_subject_event(text, text.index(at), _own, doer=doer) == other


def test_another_storm_s_date_is_not_tied_to_the_asked_strike() -> None:
    event = question_event("On what date did the Fenwick gale strike the coast?", close=True)
    assert event is not None and event.doer
    text = "The Fenwick gale of 1952 was fierce, and Storm Oriel hit the coast on 3 March 1961."
    at = text.index("3 March 1961")
    date = Value("date", "1961-03-03", "3 March 1961", at, at + len("3 March 1961"))
    assert not tied(text, date, event)


def test_a_passive_question_s_subject_does_no_act() -> None:
    event = question_event("When was the Château Fenwick built?", close=True)
    assert event is not None and not event.doer and "chateau" in event.spelled


@pytest.mark.parametrize(
    ("text", "at", "other"),
    [("Marlow's ferry house on Kessel Quay Road, opened in 1904, still sells tickets.",
      "1904", ""),                                # the named thing's address: its own year
     ("Fenwick smithy in Carrow Lane, built in 1822; ask for the key at the inn.", "1822",
      ""),                                        # another preposition, no possessive
     ("Visit the Fenwick tea room at Osei House Gardens, opened in 1931!", "1931", ""),
     ("The old hut at Kessel Point, opened in 1899, is another one.", "1899",
      "kessel point"),                            # a thing named by no word of the question
     ("Walks start near Ostend Lighthouse, opened in 1859.", "1859", "ostend lighthouse")],
)
def test_a_place_after_a_named_thing_gives_the_participle_to_the_thing(
        text: str, at: str, other: str) -> None:
    """A place after "on" / "in" / "at" that locates a thing the text names by one of the
    question's capitalised words is its address: the participle clause after it is the
    thing's, not the place's."""
    assert other_subject_event(text, text.index(at), _own, doer=False) == other
