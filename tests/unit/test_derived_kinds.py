"""A class member naming the kind of a work made from another ("a film version of …") is no
answer about the source, in a sentence (``kinds``) or as a witness (``witnesses``)."""

from __future__ import annotations

import pytest

from schemas.records import ConflictRecord
from workers.engine import Policy
from workers.engine.kinds import derived_kind
from workers.engine.reading import read_text
from workers.engine.slots import answer, read_slot

from .conftest import chunk, event, run

MEDIUM = "What is the medium of The Quiet Shore?"


def _answer(query: str, text: str) -> list[str]:
    return [v.display for v in answer(text, 0, read_text(text).values, read_slot(query))]


@pytest.mark.parametrize(("text", "member"), [
    ("A film version of The Quiet Shore, directed by Ada Vell, was released in 1996.", "film"),
    ("The Quiet Shore: the radio adaptation of the book aired on the BBC in 1971.", "radio"),
    ("In 2004 a musical remake of The Quiet Shore toured Scotland.", "musical"),
    ("The Hindi translation of The Quiet Shore sold well.", "Hindi"),
])
def test_a_derived_works_kind_is_no_answer(text: str, member: str) -> None:
    assert derived_kind(text, text.index(member) + len(member))
    assert _answer(MEDIUM, text) == []
    assert _answer("What is the language of The Quiet Shore?", text) == []


def test_the_sources_own_kind_still_answers() -> None:
    assert _answer(MEDIUM, "The Quiet Shore is a 1992 novel by Ada Vell; a film version "
                           "followed.") == ["novel"]
    assert not derived_kind("a film, versions of which", 6)


def _records(policy: Policy, **texts: str) -> list[ConflictRecord]:
    return run(policy, event(MEDIUM, *[chunk(c, t, "team_wiki") for c, t in texts.items()])
               ).conflicts


def test_a_page_naming_a_film_version_witnesses_no_film(policy: Policy) -> None:
    novel = "The Quiet Shore is a 1992 novel by Ada Vell, set on a Hebridean island."
    game = "The Quiet Shore is a 1992 video game by Ada Vell, set on a Hebridean island."
    film = "The Quiet Shore is a 1992 film by Ada Vell, set on a Hebridean island."
    page = "Chapter notes. A film version of The Quiet Shore was released in 1996 to acclaim."
    review = "Reviews, 1997: the film adaptation of The Quiet Shore, shot on Barra, in colour."
    [record] = _records(policy, a=novel, b=game, c=film, d=page, e=review)
    assert {c.chunk_id for c in record.chunks} == {"a", "b", "c"}
    assert record.status != "auto_resolved"
