"""A value said in passing on a snippet never dissents from the pages that answer."""

from __future__ import annotations

from workers.engine import Policy

from .conftest import chunk, conflict_sets, event, run

Q = "How many rooms did the Halvard Inn at Brennmoor have when it opened?"
INFOBOX = "Halvard Inn | Opened: 1887 | Rooms: 24 | Owner: the Brennmoor estate"
ANSWER = "Q: how big was the halvard inn? A: 24 rooms over two floors when it opened. 3 answers"
KIDS = "The Halvard Inn at Brennmoor opened with 24 rooms for walkers and their ponies."
PASSING = "Sold 2 weeks ago · Our family once rented a cottage with 31 rooms of old furniture."
WRONG = "The Halvard Inn at Brennmoor opened with 31 rooms, the guidebook says."


def _web(cid: str, text: str) -> dict[str, object]:
    return chunk(cid, text, "team_wiki")


def test_a_passing_mention_does_not_dissent_from_the_answers(policy: Policy) -> None:
    resolution = run(policy, event(Q, _web("a", INFOBOX), _web("b", ANSWER), _web("c", KIDS),
                                   _web("d", PASSING)))
    assert resolution.conflicts == []
    assert resolution.context.status == "clean"


def test_a_dissenting_answer_that_names_the_asked_thing_still_conflicts(
    policy: Policy,
) -> None:
    assert conflict_sets(policy, Q, _web("a", INFOBOX), _web("b", ANSWER), _web("c", KIDS),
                         _web("e", WRONG)) == [{"a", "b", "c", "e"}]


def test_answer_places_are_never_passing(policy: Policy) -> None:
    """A Q&A answer, a labelled cell and a reply fragment carry the asked words elsewhere."""
    for text in ("Q: rooms? A: 31, I think.", "Rooms: 31", "Re: old inns — 31 rooms back then"):
        assert conflict_sets(policy, Q, _web("a", INFOBOX), _web("b", ANSWER),
                             _web("c", KIDS), _web("f", text)) != [], text


def test_enterprise_documents_are_never_read_as_passing(policy: Policy) -> None:
    dated = chunk("d", PASSING, "team_wiki", effective_date="2026-01-01")
    assert conflict_sets(policy, Q, _web("a", INFOBOX), _web("b", ANSWER), _web("c", KIDS),
                         dated) == [{"a", "b", "c", "d"}]


def test_a_long_passage_is_read_in_full(policy: Policy) -> None:
    """In a long passage earlier sentences name the subject a later one leaves out; a
    snippet-sized one is all the context its sentence has."""
    opening = "The Halvard Inn at Brennmoor stands beside the old drove road to the north. "
    later = "Back then there were 31 rooms for the drovers."
    filler = "The moor guide lists farms, chapels and bridges with the dates they were built. "
    answers = (_web("a", INFOBOX), _web("b", ANSWER), _web("c", KIDS))
    assert conflict_sets(policy, Q, *answers, _web("d", opening + later)) == []
    assert conflict_sets(policy, Q, *answers, _web("d", opening + filler * 3 + later)) \
        == [{"a", "b", "c", "d"}]
