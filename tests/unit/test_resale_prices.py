"""A resale listing prices a used copy; "just under £100" is a bound on a price too."""

from __future__ import annotations

from workers.engine import Policy
from workers.engine.budget import UNLIMITED
from workers.engine.reading import read_text
from workers.engine.resale_prices import not_resale

from .conftest import web_conflict_sets

QUESTION = "How much was the Orrin Z8 console when it went on sale?"


def _kept(text: str, question: str = QUESTION) -> list[str]:
    values = tuple(read_text(text, UNLIMITED).values)
    return [v.surface for v in not_resale(text, values, question) if v.field == "money"]


def test_a_resale_rows_price_is_a_used_copys() -> None:
    assert _kept("Ended 6 days ago · Orrin Z8, boxed, two pads — £145.00, 22 bids.") == []
    assert _kept("Orrin Z8, pre-owned, tested — £60 · New Z8 pads £9") == ["£9"]
    assert _kept("Orrin launched the Z8 at £99 in 1990.") == ["£99"]
    assert _kept("Ended 6 days ago · Orrin Z8 — £145.00, 22 bids.",
                 "How much did an Orrin Z8 sell for at auction?") == ["£145.00"]


def test_a_resale_and_a_bound_make_no_conflict(policy: Policy) -> None:
    assert web_conflict_sets(
        policy, QUESTION,
        "Sep 2020 — Thirty years ago Orrin priced its Z8 console at just under £100.",
        "Ended 6 days ago · Orrin Z8 console, boxed — £145.00, 22 bids.",
        "The Orrin Z8 was a console from 1990 that cost £99 when it went on sale.",
        "Orrin Z8 | Launched: 1990 | Price at launch: £99 | Sold: 20,000",
    ) == []


def test_a_bound_on_a_price_covers_what_it_bounds(policy: Policy) -> None:
    assert web_conflict_sets(
        policy, QUESTION,
        "Sep 2020 — Thirty years ago Orrin priced its Z8 console at just under £100.",
        "The Orrin Z8 was a console from 1990 that cost £95 when it went on sale.",
    ) == []
    assert web_conflict_sets(
        policy, QUESTION,
        "Sep 2020 — Thirty years ago Orrin priced its Z8 console at just under £100.",
        "The Orrin Z8 was a console from 1990 that cost £130 when it went on sale.",
    ) == [{"c0", "c1"}]
