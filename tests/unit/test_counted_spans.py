"""A count of years "since" or "after" an event on a dated page names the page's year less
the count, read and kept as a bare "N years ago"."""

from __future__ import annotations

from workers.engine.policy import Policy

from .conftest import chunk, conflict_sets, event

_BUILT = "In what year did Ada Penhallow build the Carrow Point lighthouse?"


def _claimed(text: str) -> list[str]:
    from workers.engine.claims import extract_claims
    from workers.engine.query import read_query

    ev = event(_BUILT, chunk("c", text, "team_wiki"))
    return [v.display for c in extract_claims(ev.chunks[0], read_query(ev))
            for v in c.values.values()]


def test_a_count_since_the_event_opening_a_dated_page_names_its_year() -> None:
    assert _claimed("Apr 3, 2020 — 140 years since Ada Penhallow built the Carrow Point "
                    "lighthouse, the keepers' cottage reopens.") == ["1880"]
    assert _claimed("Jun 2010 — 130 years after Ada Penhallow built the Carrow Point "
                    "lighthouse, its lamp goes electric.") == ["1880"]
    assert _claimed("Apr 2020 — The town marks 140 years since Ada Penhallow built the "
                    "Carrow Point lighthouse.") == ["1880"]


def test_a_count_after_another_date_counts_from_that_date() -> None:
    assert "1895" not in _claimed(
        "Apr 2020 — The pier opened in 1910, 15 years after Ada Penhallow built the Carrow "
        "Point lighthouse.")


def test_a_page_without_a_date_reckons_nothing() -> None:
    assert _claimed("140 years since Ada Penhallow built the Carrow Point lighthouse, the "
                    "cottage reopens.") == []


def test_the_reckoning_joins_the_pages_that_write_its_year(policy: Policy) -> None:
    found = conflict_sets(
        policy, _BUILT,
        chunk("a", "Ada Penhallow built the Carrow Point lighthouse in 1880.", "team_wiki"),
        chunk("b", "The Carrow Point lighthouse was built by Ada Penhallow in 1880.",
              "team_wiki"),
        chunk("c", "Apr 3, 2020 — 140 years since Ada Penhallow built the Carrow Point "
                   "lighthouse, the keepers' cottage reopens.", "team_wiki"),
        chunk("d", "Ada Penhallow built the Carrow Point lighthouse in 1886.", "team_wiki"),
    )
    assert found == [{"a", "b", "c", "d"}]
