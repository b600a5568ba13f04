"""A noun of the question's own verb counts the things that act is done to."""

from workers.engine.act_nouns import names_asked_act
from workers.engine.policy import Policy
from workers.engine.terms import stem

from .conftest import chunk, conflict_sets

_QUESTION = "How many tickets can a member reserve for one show?"
_TICKETS = chunk("a", "Members can reserve up to 6 tickets for any single show.", "team_wiki")


def test_an_act_noun_of_a_question_verb() -> None:
    words = frozenset({stem("renew"), stem("book"), stem("member")})
    assert names_asked_act("renewals", words)
    assert names_asked_act("bookings", words)
    assert not names_asked_act("members", words)
    assert not names_asked_act("stations", frozenset({"st"}))


def test_a_count_of_the_act_is_read(policy: Policy) -> None:
    found = conflict_sets(policy, _QUESTION, _TICKETS, chunk(
        "b", "Reservations: up to 8 per member for each show.", "team_wiki"), chunk(
        "c", "You can hold four reservations per show.", "team_wiki"))
    assert found == [{"a", "b", "c"}]


def test_a_label_of_the_act_counts_the_thing(policy: Policy) -> None:
    found = conflict_sets(policy, _QUESTION, _TICKETS, chunk(
        "b", "Reservations: up to 8 per member for each show.", "team_wiki"))
    assert found == [{"a", "b"}]
