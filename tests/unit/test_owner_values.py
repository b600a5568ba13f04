"""A value a sentence tells of the question's owner ("Feyenoord … founded in 1908"), not of
the owned thing asked ("Feyenoord's stadium")."""

from __future__ import annotations

from workers.engine import Policy
from workers.engine.owner_values import _asked, _of_owner

from .conftest import conflict_sets, web

Q = "When did Harrowby's stadium The Kiln open?"


def test_the_owner_and_what_the_question_says_of_its_thing() -> None:
    owner, owned = _asked(Q)
    assert owner == "harrowby" and {"stadium", "kiln", "open"} <= owned
    assert _of_owner("Harrowby is a football club from Orvik, founded in 1908.", owner, owned)
    assert not _of_owner("Harrowby opened The Kiln in 1937.", owner, owned)
    assert not _of_owner("The club was founded in 1908.", owner, owned)  # opens elsewhere
    assert _asked("When did the Kiln stadium open?") == ("", frozenset())


def test_the_owners_date_makes_no_conflict_but_a_rival_opening_does(policy: Policy) -> None:
    pages = [web("a", "The Kiln | Location: Orvik | Opened: 27 March 1937 | Tenant: Harrowby"),
             web("b", "Q: when did the kiln open? A: On 27 March 1937; the club itself dates "
                       "from 1908. 3 answers"),
             web("c", "Mar 27, 2012 — The Kiln is 75 years old today; Harrowby's stadium hosted "
                       "its first match on 27 March 1937.")]
    club = web("d", "Harrowby is a football club from Orvik, founded in 1908. Fans call "
                     "their round stadium The Kiln.")
    assert conflict_sets(policy, Q, *pages, club) == []
    rival = web("e", "Harrowby's stadium The Kiln opened in 1939, two years late.")
    assert conflict_sets(policy, Q, *pages, rival) != []
