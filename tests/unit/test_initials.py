"""Initials: a name with given names as initials agrees with the name written out."""

from __future__ import annotations

import pytest

from workers.engine import Policy
from workers.engine.initials import same_initialled
from workers.engine.values import same_name

from .conftest import chunk, conflict_sets, web_conflict_sets


@pytest.mark.parametrize(
    ("a", "b"),
    [("t s marlowe", "thomas stearns marlowe"), ("r j pellow", "roberta jane pellow"),
     ("k lindqvist", "karin lindqvist"), ("henry q dorn", "henry quentin dorn"),
     ("a b carver", "a bertram carver")],
)
def test_initials_agree_with_the_names_written_out(a: str, b: str) -> None:
    assert same_initialled(a, b) and same_initialled(b, a)
    assert same_name(a, b)


@pytest.mark.parametrize(
    ("a", "b"),
    [("j pellow", "k pellow"),  # other initials
     ("t s marlowe", "samuel thomas marlowe"),  # given names in another order
     ("t s marlowe", "thomas marlowe"),  # another number of given names
     ("t s marlowe", "thomas stearns marlow"),  # another surname
     ("henry q dorn", "harold quentin dorn"),  # a written-out name differs
     ("t s", "thomas s")],  # a one-letter "surname"
)
def test_other_people_with_like_initials_still_differ(a: str, b: str) -> None:
    assert not same_initialled(a, b)
    assert not same_name(a, b)


def test_the_poet_by_initials_and_in_full_is_no_conflict(policy: Policy) -> None:
    assert conflict_sets(
        policy, "Who wrote the libretto of the 1951 opera Harbour Lights?",
        chunk("a", "Harbour Lights (1951) | Music: Conrad Vell | Libretto: T. S. Marlowe | "
              "Premiere: Leeds", "team_wiki"),
        chunk("b", "Q: who wrote the words for harbour lights? A: T. S. Marlowe wrote the "
              "libretto; Vell wrote the music. 5 answers", "team_wiki"),
        chunk("c", "Jun 2001 — Fifty years on, the libretto by Thomas Stearns Marlowe still "
              "draws crowds to Harbour Lights.", "team_wiki"),
    ) == []


@pytest.mark.parametrize(
    "text",
    ["The hall was designed by J.S. Pellow and opened in 1931.",
     "The hall was designed by J.R.R. Pellow and opened in 1931.",
     "The hall was designed by J. S. Pellów and opened in 1931."],
)
def test_close_written_initials_and_accented_names_end_no_sentence(text: str) -> None:
    from workers.engine.sentences import sentences
    assert [s for _, s in sentences(text)] == [text]


def test_a_sentence_still_ends_after_close_written_initials() -> None:
    from workers.engine.sentences import sentences
    assert len(list(sentences("He moved to the U.S. Then he left for Lisbon."))) == 2


def test_close_written_initials_name_the_person_written_with_spaces(policy: Policy) -> None:
    query = "Who designed the Corran Hall in Leeds?"
    texts = ["Corran Hall in Leeds was designed by J. S. Pellow and opened in 1931.",
             "Ninety years ago today the Corran Hall designed by J.S. Pellow opened in Leeds.",
             "Q: who designed corran hall? A: John S. Pellow, a Leeds architect. 2 answers"]
    assert web_conflict_sets(policy, query, *texts) == []
