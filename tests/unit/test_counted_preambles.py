"""A leading year or month that a span of years is counted to is the page's date (preamble)."""

from __future__ import annotations

import pytest

from workers.engine import Policy
from workers.engine.preamble import preamble_end

from .conftest import chunk, event, run


@pytest.mark.parametrize(
    ("text", "proper"),
    [
        ("2004 — The guild marked 150 years since its founding with a parade.", "The guild"),
        ("2011 — The abbey, rebuilt 90 years ago, reopens its cloister.", "The abbey"),
        ("Aug 1988 — The village celebrated 400 years since the bridge opened.", "The village"),
        ("1986 — Forty years ago the dam was finished.", "Forty"),
        ("Jun 1989 — The mill, opened two centuries ago, closes its doors.", "The mill"),
        ("2012 — Half a century ago the ring road was opened.", "Half"),
        ("Sep 2020 — The pier, built half a century ago, is repainted.", "The pier"),
    ],
)
def test_a_span_counted_to_a_leading_date_makes_it_the_page_s(text: str, proper: str) -> None:
    assert text[preamble_end(text):].startswith(proper)


@pytest.mark.parametrize(
    "text",
    ["1988 — The village opened a bridge over the river.",
     "Aug 1988 — The village opened a bridge, 40 m long.",
     "1988 — The ferry first sailed 90 years ago.",
     "1 October 1868 — the light is lit for the first time, 20 years after the survey."],
)
def test_an_old_leading_date_without_a_counted_span_is_content(text: str) -> None:
    assert preamble_end(text) == 0


def test_a_dated_anniversary_agrees_with_the_year_it_counts_back_to(policy: Policy) -> None:
    query = "In what year was the Tollmere lock built?"
    result = run(policy, event(
        query,
        chunk("a", "Tollmere lock | Built: 1854 | Rise: 2.1 m", "team_wiki"),
        chunk("b", "Q: how old is tollmere lock? A: The lock was built in 1854. 3 answers",
              "team_wiki"),
        chunk("c", "2004 — Boaters marked 150 years since the Tollmere lock was built.",
              "team_wiki")))
    assert result.context.status == "clean"
