"""A sentence about a revival, remake or sequel of the question's work states that other
work's values; one naming the work itself first does not. The sentences are invented."""

from __future__ import annotations

import pytest

from workers.engine.derived_works import derived_work

_QUERY = "When did Moss Hollow first air on ITV?"


@pytest.mark.parametrize(
    ("text", "subject"),
    [
        ("Return to the Hollow, the streaming revival of Moss Hollow, aired in 2021.",
         "rival:derived-revival"),
        ("The stage adaptation of Moss Hollow opened in 1999.", "rival:derived-adaptation"),
        ("A spin-off of the Moss Hollow series began in 1990.", "rival:derived-spin-off"),
        ("Moss Hollow first aired in 1984; a remake of Moss Hollow followed.", ""),
        ("The remake of Dark Fen aired in 1999.", ""),  # another work's remake
        ("Moss Hollow aired in 1984.", ""),
    ],
)
def test_a_derived_work_is_another_subject(text: str, subject: str) -> None:
    until = next(i for i, c in enumerate(text) if c.isdigit())
    assert derived_work(text, _QUERY, until) == subject


def test_only_before_the_first_value() -> None:
    text = "It aired in 1984 and a revival of Moss Hollow came later."
    assert derived_work(text, _QUERY, text.index("1984")) == ""
    assert derived_work("The revival of Moss Hollow aired in 2021.", "when did it air?", 30) == ""


_STRIP = "When did Nell Ware's Moon Harbour strip first run?"


@pytest.mark.parametrize(
    ("text", "subject"),
    [
        ("Moon Harbour (1961), the Rank film with Ann Todd, was drawn from the strip.",
         "rival:namesake-film"),
        # the apposition writes the question's words: the strip itself
        ("Moon Harbour (1938), the Sunday strip by Nell Ware, ran for decades.", ""),
        ("Moon Harbour first ran in 1938.", ""),
    ],
)
def test_a_namesake_work_of_another_kind_is_another_subject(text: str, subject: str) -> None:
    until = next(i for i, c in enumerate(text) if c.isdigit())
    assert derived_work(text, _STRIP, until) == subject


def test_a_namesake_needs_the_questions_kind() -> None:
    """Without a kind after the name the question may ask for the film itself."""
    text = "Moon Harbour (1961), the Rank film with Ann Todd, was drawn from the strip."
    assert derived_work(text, "When was Moon Harbour released?", 14) == ""
