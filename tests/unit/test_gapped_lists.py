"""In a gapped list ("Arnholt shut in 1991, Belvik in 2004") each part's value is its own
name's: the part naming the question's thing answers, the other name's clause stands aside.
The sentences are invented."""

from __future__ import annotations

import pytest

from .conftest import slot_answers

_QUERY = "In what year did the Belvik Lighthouse shut?"


@pytest.mark.parametrize(
    ("text", "answers"),
    [
        ("Old lights — Arnholt shut in 1991, Belvik in 2004, and Corran still shines.",
         ["2004"]),
        ("Arnholt shut in 1991, and Belvik on 3 May 2004.", ["2004-05-03"]),
        ("Belvik shut in 2004, Arnholt in 1991.", ["2004"]),  # its own clause: no gap read
        ("Belvik Lighthouse shut in 2004.", ["2004"]),
        ("It shut in 1991, Belvik in 2004.", ["2004"]),  # another subject, even a pronoun
        ("Arnholt the old light shut in 1991 and Belvik the tall one two years later.", []),
        ("Belvik the tall one shut in 1993 and Arnholt the old light two years later.",
         ["1993"]),  # the question's own part dates the other's, not the reverse
    ],
)
def test_the_gapped_part_naming_the_question_answers(text: str, answers: list[str]) -> None:
    assert slot_answers(_QUERY, text) == answers
