"""What is left of a whole answers no question about the whole. Texts are invented."""

from __future__ import annotations

from schemas.events import Chunk
from workers.engine.claims import Claim
from workers.engine.members import Member
from workers.engine.reading import read_text
from workers.engine.remainders import remainder

_LOAD = "How many barrels of oil did the Merrow load at Halifax in 1851?"


def _member(text: str) -> Member:
    chunk = Chunk(chunk_id="c1", doc_id="d1", text=text, doc_class="team_wiki", rank=1)
    value = next(v for v in read_text(text).values if v.field == "quantity")
    claim = Claim(subject="s", attribute="topic", facets=(), values={"quantity": value},
                  snippet=text, position=0, qualifier_terms=frozenset(), mentions=frozenset(),
                  asides=frozenset(), snippets={})
    return Member.of(chunk, claim, 0, (0, 0))


def test_an_amount_left_is_no_load() -> None:
    assert remainder(_member("The Merrow docked with some 40 barrels of oil left, to cheers."),
                     _LOAD)
    assert remainder(_member("She came home with 40 barrels remaining."), _LOAD)


def test_the_whole_the_verb_left_and_a_question_about_what_remained_stay() -> None:
    assert not remainder(_member("The Merrow carried 120 barrels of oil from Halifax."), _LOAD)
    assert not remainder(_member("In 1851, 120 barrels of oil left Halifax aboard her."), _LOAD)
    assert not remainder(_member("She docked with 40 barrels of oil left."),
                         "How many barrels of oil were left when the Merrow docked?")
