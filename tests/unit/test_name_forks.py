"""A mention that writes the question's name's first words and then another thing's is
about that other thing; the whole name, an abbreviation, a middle name, a possessive or a
mention after a preposition is not. The texts are invented."""

from __future__ import annotations

import pytest

from workers.engine.claims import extract_claims
from workers.engine.name_forks import forked, forked_question, name_runs
from workers.engine.query import read_query

from .conftest import chunk, event

_RACE = "How long is the Tarrow Valley Marathon course?"


def test_runs_are_capitalised_words_after_the_first() -> None:
    assert [r[1] for r in name_runs(_RACE)] == [("tarrow", "valley", "marathon")]
    assert name_runs("How long is the river?") == ()


@pytest.mark.parametrize(
    ("text", "fork"),
    [
        ("Tarrow Juniors (May, 5 km)", "rival:fork-tarrow-juniors"),
        ("Tarrow Valley Relay: 12 km", "rival:fork-tarrow-valley-relay"),
        ("The tarrow valley itself is 30 km long", "rival:fork-tarrow-valley-itself"),
        ("Tarrow Valley Marathon (April, 42.2 km)", ""),
        ("Tarrow Valley Marathon and Tarrow Juniors: 42.2 km", ""),  # the whole name too
        ("The Tarrow course is 42.2 km", ""),  # a word of the question
        ("Tarrow Vly Marathon 42.2 km", ""),
        ("Tarrow Valley, June: 42.2 km", ""),
        ("Tarrow Valley June race 42.2 km", ""),  # a month is no name
        ("Tarrow Upper Valley Marathon 42.2 km", ""),  # the name goes on
        ("Tarrow's Harbour Mile is 1.6 km", ""),  # possessive: the subject's own
        ("Runners finish at Tarrow Bridge after 42.2 km", ""),  # after a preposition
        ("The course is 42.2 km, along the Tarrow River", ""),  # any preposition, an article
        ("title=Tarrow_Valley_Marathon Categories: Tarrow Harriers, 42.2 km", ""),  # a slug
    ],
)
def test_a_fork_names_another_thing(text: str, fork: str) -> None:
    assert forked(text, _RACE) == fork


def test_itself_needs_a_name() -> None:
    query = "How deep is Lake Corran at its centre?"
    assert forked("the lake itself is 40 m deep", query) == ""
    assert forked("Lake itself: 40 m", query) == "rival:fork-lake-itself"


def test_initials_abbreviate_the_rest() -> None:
    query = "When was the Halvard Micro Computer released?"
    assert forked("The Halvard MC came out in 1983", query) == ""
    assert forked("The Halvard Mouse came out in 1983", query) == "rival:fork-halvard-mouse"


def test_only_before_the_value() -> None:
    assert forked("42.2 km, longer than Tarrow Juniors", _RACE, until=0) == ""


def test_a_qa_page_asking_about_the_shorter_name() -> None:
    text = "Q: how long is the tarrow valley itself? A: about 30 km end to end. 3 answers"
    assert forked_question(text, text.index("about"), _RACE) \
        == "rival:fork-tarrow-valley-itself"
    reply = "Re: Tarrow Juniors 2024 — only 5 km for the kids. A good day out."
    assert forked_question(reply, reply.index("5 km"), _RACE) == "rival:fork-tarrow-juniors"
    assert forked_question(reply, reply.index("A good"), _RACE) == ""  # past its first clause
    assert forked_question(reply, reply.index("5 km"), _RACE,
                           "the Tarrow Valley Marathon is 42.2 km") == ""
    asked = "Q: how long is the Tarrow Valley Marathon? A: 42.2 km. 3 answers"
    assert forked_question(asked, asked.index("42.2"), _RACE) == ""


@pytest.mark.parametrize(
    ("text", "read"),
    [
        ("The Tarrow Valley Marathon course is 42.2 km, out and back.", ["42200 m"]),
        ("Race calendar: Tarrow Juniors (May, 5 km) · Tarrow Valley Marathon (April)", []),
        ("Q: how long is the tarrow valley itself? A: about 30 km. 2 answers", []),
    ],
)
def test_a_forked_value_is_no_claim(text: str, read: list[str]) -> None:
    ev = event(_RACE, chunk("c1", text))
    claims = extract_claims(ev.chunks[0], read_query(ev))
    assert [v.display for c in claims for v in c.values.values()] == read


_BANK = "When did the Tellan Bank of Orrin first issue notes?"
_TENT = "How many poles does Hollin's Big Top tent have?"


def test_of_joins_a_name_and_a_fork_may_follow_its_article() -> None:
    assert [r[1] for r in name_runs(_BANK)] == [("tellan", "bank", "of", "orrin")]
    assert forked("The Tellan Bank of the Marches issued notes in 1702.", _BANK) \
        == "rival:fork-tellan-bank-of-marches"
    assert forked("The Tellan Bank of Orrin issued notes in 1694.", _BANK) == ""
    assert forked("The Tellan Bank of the Orrin issued notes in 1694.", _BANK) == ""


def test_a_possessive_the_question_writes_is_a_shared_maker() -> None:
    assert forked("Hollin's Circus Ring tent has 14 poles.", _TENT) \
        == "rival:fork-hollin's-circus"
    assert forked("Hollin's Big Top tent has 12 poles.", _TENT) == ""
    assert forked("Northwind's Circus Ring tent has 14 poles.", _TENT) == ""


_FOUNDER = "Who founded the Harlow Moth House?"


@pytest.mark.parametrize(
    ("text", "read"),
    [
        ("The Harlow Moth House was founded by Edith Crane in 1961.", ["Edith Crane"]),
        ("The Harlow Rose Garden was founded in 1931 by Albert Fenn.", []),  # a fork
        ("Edith Crane founded the Harlow Moth House, beside the Harlow Rose Garden.",
         ["Edith Crane"]),                                    # the fork after the answer
    ],
)
def test_a_name_question_reads_no_answer_after_a_fork(text: str, read: list[str]) -> None:
    ev = event(_FOUNDER, chunk("c1", text))
    claims = extract_claims(ev.chunks[0], read_query(ev))
    assert [str(v.display) for c in claims for v in c.values.values()
            if v.display != "1961"] == read


def test_a_word_glued_by_its_quote_is_the_name_going_on() -> None:
    query = 'Who is the artist of the album "Silver Lanterns"?'
    assert forked("A review: Vellum's 'Silver Lanterns'is a fine record.", query) == ""
    assert forked("The Silver Harp album came out first.", query) \
        == "rival:fork-silver-harp"


def test_of_the_joins_a_run_between_capitalised_words() -> None:
    query = "Who founded the Cup of the Fells Relay in Kendal?"
    assert [r[1] for r in name_runs(query)] == [("cup", "of", "the", "fells", "relay")]
    assert forked("The Cup of the Dales in Ripon copied Kendal's relay in 1970.", query) \
        == "rival:fork-cup-of-the-dales"
    assert forked("The Cup of the Fells Relay began in 1958.", query) == ""
    assert [r[1] for r in name_runs("Who won the Cup of the year?")] == []
