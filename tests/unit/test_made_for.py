"""A price of a thing made for the asked one ("Canvas cover for the Harlow day boat — £45")
is no rival of the asked thing's price."""

from __future__ import annotations

from workers.engine import Policy
from workers.engine.made_for import made_for_asked
from workers.engine.query import _tokens
from workers.engine.subject_phrases import head_keys

from .conftest import chunk, conflict_sets

_QUERY = "How much does the Harlow day boat cost to hire?"


def test_a_label_opening_on_another_noun_for_the_asked_thing_prices_that_noun() -> None:
    heads, tokens = head_keys(_QUERY), _tokens(_QUERY)
    assert made_for_asked("Canvas cover for the Harlow day boat — ", tokens, heads)
    assert not made_for_asked("Hire for the Harlow day boat: ", tokens, heads)  # its own word
    assert not made_for_asked("Price for the Harlow day boat: ", tokens, heads)  # a price word
    assert not made_for_asked("Canvas cover for the trailer — ", tokens, heads)  # not the head
    assert not made_for_asked("The Harlow day boat for a week costs ", tokens, heads)


def test_the_made_things_price_and_options_are_no_rival(policy: Policy) -> None:
    sets = conflict_sets(
        policy, _QUERY,
        chunk("wiki", "Harlow day boat | Seats: 6 | Hire: £120 a day", "team_wiki"),
        chunk("shop", "Canvas cover for the Harlow day boat — £45, fitting +£10.", "team_wiki"),
        chunk("mail", "Hi Jo, the Harlow day boat costs £120 a day to hire.", "support_email"))
    assert sets == []
    rival = conflict_sets(
        policy, _QUERY,
        chunk("wiki", "Harlow day boat | Seats: 6 | Hire: £120 a day", "team_wiki"),
        chunk("mail", "Hi Jo, the Harlow day boat costs £95 a day to hire.", "support_email"))
    assert rival == [{"wiki", "mail"}]  # the boat's own prices still disagree
