"""A reply under a thread titled with another thing's name, in a chunk that never names the
question's subject, states that thing's values. The texts are invented."""

from __future__ import annotations

import pytest

from workers.engine.claims import extract_claims
from workers.engine.query import read_query
from workers.engine.reply_titles import other_thread

from .conftest import chunk, event

_SHIP = "How many crew sailed on the Marrow Queen voyage?"


@pytest.mark.parametrize(
    ("text", "found"),
    [
        ("2 days ago · Re: Tessel Lady — 9 crew sailed her home; 4 stayed ashore. — reply #3",
         "rival:thread-tessel-lady"),
        ("Re: the Halloran Lugger — 9 crew sailed. — reply #3", "rival:thread-halloran-lugger"),
        ("Re: the old Halloran log — 9 crew sailed. — reply #3", ""),  # a log, no name
        ("Re: Halloran — 9 crew sailed. — reply #3", ""),  # one word
        ("Re: Tessel Harbour gate — 9 crew sailed. — reply #3", ""),  # a gate
        ("Re: Tessel Lady — 9 crew, like the Marrow Queen's 31. — reply #3", ""),  # named
        ("Re: crew lists — 9 crew sailed. — reply #3", ""),  # the title names nothing
        ("Re: Queen voyage photos — 9 crew in one shot. — reply #3", ""),  # a word asked
        ("Re: Tessel Lady sank in May 1901, 9 crew lost.", ""),  # no post after a dash
    ],
)
def test_a_thread_title_naming_another_thing(text: str, found: str) -> None:
    assert other_thread(text, text.index("9"), _SHIP) == found


def test_a_question_that_names_nothing_and_a_value_before_the_post() -> None:
    text = "Re: Tessel Lady — 9 crew sailed. — reply #3"
    assert other_thread(text, text.index("9"), "How many crew does a trawler need?") == ""
    dated = "12 crew · Re: Tessel Lady — 9 crew sailed."
    assert other_thread(dated, 0, _SHIP) == ""


def test_the_post_states_no_claim() -> None:
    text = "5 months ago · Re: Tessel Lady — 9 crew sailed to Fair Isle. — reply #3"
    ev = event(_SHIP, chunk("c1", text))
    assert not [v for c in extract_claims(ev.chunks[0], read_query(ev))
                for v in c.values.values()]
