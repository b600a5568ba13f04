"""A value said in passing on a snippet never dissents from the pages that answer."""

from __future__ import annotations

from workers.engine import Policy

from .conftest import chunk, conflict_sets, event, run, web

Q = "How many rooms did the Halvard Inn at Brennmoor have when it opened?"
INFOBOX = "Halvard Inn | Opened: 1887 | Rooms: 24 | Owner: the Brennmoor estate"
ANSWER = "Q: how big was the halvard inn? A: 24 rooms over two floors when it opened. 3 answers"
KIDS = "The Halvard Inn at Brennmoor opened with 24 rooms for walkers and their ponies."
PASSING = "Sold 2 weeks ago · Our family once rented a cottage with 31 rooms of old furniture."
WRONG = "The Halvard Inn at Brennmoor opened with 31 rooms, the guidebook says."


def test_a_passing_mention_does_not_dissent_from_the_answers(policy: Policy) -> None:
    resolution = run(policy, event(Q, web("a", INFOBOX), web("b", ANSWER), web("c", KIDS),
                                   web("d", PASSING)))
    assert resolution.conflicts == []
    assert resolution.context.status == "clean"


def test_a_dissenting_answer_that_names_the_asked_thing_still_conflicts(
    policy: Policy,
) -> None:
    assert conflict_sets(policy, Q, web("a", INFOBOX), web("b", ANSWER), web("c", KIDS),
                         web("e", WRONG)) == [{"a", "b", "c", "e"}]


def test_answer_places_are_never_passing(policy: Policy) -> None:
    """A Q&A answer, a labelled cell and a reply fragment carry the asked words elsewhere."""
    for text in ("Q: rooms? A: 31, I think.", "Rooms: 31", "Re: old inns — 31 rooms back then"):
        assert conflict_sets(policy, Q, web("a", INFOBOX), web("b", ANSWER),
                             web("c", KIDS), web("f", text)) != [], text


def test_enterprise_documents_are_never_read_as_passing(policy: Policy) -> None:
    dated = chunk("d", PASSING, "team_wiki", effective_date="2026-01-01")
    assert conflict_sets(policy, Q, web("a", INFOBOX), web("b", ANSWER), web("c", KIDS),
                         dated) == [{"a", "b", "c", "d"}]


def test_a_long_passage_is_read_in_full(policy: Policy) -> None:
    """In a long passage earlier sentences may name the subject a later one leaves out; a
    snippet-sized one is all the context its sentence has."""
    later = "Back then there were 31 rooms for the drovers."
    filler = "The moor guide lists farms, chapels and bridges with the dates they were built. "
    answers = (web("a", INFOBOX), web("b", ANSWER), web("c", KIDS))
    assert conflict_sets(policy, Q, *answers, web("d", "Sold 2 weeks ago · " + later)) == []
    assert conflict_sets(policy, Q, *answers, web("d", filler * 4 + later)) \
        == [{"a", "b", "c", "d"}]


def test_a_sentence_going_on_with_its_passage_subject_answers(policy: Policy) -> None:
    """"The inn had 31 rooms." continues the passage's subject named before it."""
    going_on = "The Halvard Inn at Brennmoor was a coaching stop. " \
        "The building had 31 rooms for the drovers."
    assert conflict_sets(policy, Q, web("a", INFOBOX), web("b", ANSWER), web("c", KIDS),
                         web("d", going_on)) == [{"a", "b", "c", "d"}]


def test_a_predicate_synonym_and_a_percent_sign_are_the_asked_words(policy: Policy) -> None:
    when = "In what year was the Ostrel Ropeworks established?"
    answers = (web("a", "Ostrel Ropeworks | Established: 1764 | Founder: Ann Pell"),
               web("b", "The Ostrel Ropeworks was founded in 1764 by Ann Pell."))
    opened = web("c", "Ann Pell opened the ropeworks in 1761 beside the harbour wall.")
    assert conflict_sets(policy, when, *answers, opened) == [{"a", "b", "c"}]
    share = "What percentage of tin is in Kessel bronze?"
    answers = (web("a", "Kessel bronze is 12% tin, the rest copper."),
               web("b", "A: Twelve per cent tin; the rest is copper."))
    sign = web("c", "Is it worth it? Kessel is 10% tin by mass, they say.")
    assert conflict_sets(policy, share, *answers, sign) != []


def test_a_passing_mention_may_repeat_an_answer(policy: Policy) -> None:
    """It is kept in the group when some answering page gives its value."""
    repeat = "Sold 2 weeks ago · Our family once rented a cottage with 24 rooms of old furniture."
    resolution = run(policy, event(Q, web("a", INFOBOX), web("b", ANSWER), web("e", WRONG),
                                   web("d", repeat)))
    [record] = resolution.conflicts
    assert {c.chunk_id for c in record.chunks} == {"a", "b", "d", "e"}
