"""A price an article opens and another thing's noun follows is that thing's."""

from __future__ import annotations

from workers.engine import Policy
from workers.engine.budget import UNLIMITED
from workers.engine.priced_nouns import not_other_priced
from workers.engine.reading import read_text

from .conftest import chunk, conflict_sets

QUESTION = "How much is a 60-minute float session at Orrin Baths?"


def _kept(text: str) -> list[str]:
    values = tuple(read_text(text, UNLIMITED).values)
    return [v.surface for v in not_other_priced(text, values, QUESTION)]


def test_a_price_before_another_things_noun_is_that_things() -> None:
    assert _kept("Towels are extra: bring one or use the £2.50 float towels on sale.") == []
    assert _kept("A £3 locker token is needed for the changing room.") == []


def test_a_price_of_the_asked_thing_or_of_pricing_itself_stays() -> None:
    assert _kept("The £45 float session includes a shower.") == ["£45"]
    assert _kept("Pay the £45 entry fee at the desk.") == ["£45"]
    assert _kept("A session is £45, payable on arrival.") == ["£45"]
    assert _kept("Sessions cost £45 per person.") == ["£45 per person"]


def test_another_things_price_makes_no_conflict(policy: Policy) -> None:
    question = "How much is a 90-minute lounge session for one adult at Purrbrew?"
    assert conflict_sets(
        policy, question,
        chunk("a", "4. Shoes off in the lounge; socks or the £1.50 lounge slippers are "
              "required.", "policy"),
        chunk("b", "Hi Priya, yes, 90 mins in the lounge is £12.50 per adult. Best, Purrbrew",
              "support_email"),
    ) == []
