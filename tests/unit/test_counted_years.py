"""A bare "N years ago" under a page's date: a year, witnessed and told of the asked event."""

from __future__ import annotations

from workers.engine import Policy
from workers.engine.reading import read_text

from .conftest import chunk, event, run

_QUERY = "In what year did the Varn ferry first sail?"
_WRITTEN = [chunk("a", "Varn ferry | Route: Varn to Oske | First sailed: 1924", "team_wiki"),
            chunk("b", "The Varn ferry first sailed in 1924, with two cars aboard.", "team_wiki"),
            chunk("c", "Locals say the Varn ferry first sailed in 1927.", "team_wiki")]


def _dates(text: str) -> list[tuple[str, str]]:
    return [(v.display, v.surface) for v in read_text(text).values if v.field == "date"]


def test_a_bare_count_back_under_a_page_date_is_a_year() -> None:
    assert _dates("Jun 2014 — Ninety years ago the Varn ferry first sailed.") == [
        ("1924", "Ninety years ago")]
    assert _dates("Jun 3, 2014 — 90 years ago the Varn ferry first sailed.") == [
        ("1924", "90 years ago")]
    assert _dates("2014 — A century ago the Varn ferry first sailed.") == [
        ("1914", "A century ago")]


def test_no_year_without_the_page_s_own_date() -> None:
    assert _dates("The Varn ferry first sailed 90 years ago.") == []
    assert _dates("Updated 06/2014 · The Varn ferry first sailed 90 years ago.") == []
    # a year alone before no span is an event's year, not the page's
    assert _dates("2014 — The Varn ferry first sailed 90 years ago.") == []


def _members(policy: Policy, text: str) -> list[set[str]]:
    pages = [*_WRITTEN, chunk("d", text, "team_wiki")]
    return [{m.chunk_id for m in c.chunks} for c in run(policy, event(_QUERY, *pages)).conflicts]


def test_it_joins_the_group_whose_year_another_page_writes(policy: Policy) -> None:
    assert _members(policy, "Jun 2014 — 90 years ago the Varn ferry first sailed to Oske.") == [
        {"a", "b", "c", "d"}]


def test_a_year_no_other_page_writes_disputes_when_told_of_the_asked_event(
        policy: Policy) -> None:
    assert _members(policy, "Jun 2016 — 90 years ago the Varn ferry first sailed to Oske.") == [
        {"a", "b", "c", "d"}]


def test_a_count_back_after_born_dates_a_birth(policy: Policy) -> None:
    assert _members(policy, "2016 — Ada Varn, born 90 years ago, saw the Varn ferry first sail."
                            ) == [{"a", "b", "c"}]


def test_a_count_back_to_another_event_or_subject_is_no_answer(policy: Policy) -> None:
    assert _members(policy, "Jun 2017 — 90 years ago the harbour board banned night crossings;"
                            " the Varn ferry kept sailing.") == [{"a", "b", "c"}]
    assert _members(policy, "Jun 2017 — 90 years ago the Oske ferry first sailed, a rival"
                            " line.") == [{"a", "b", "c"}]


def test_a_reckoning_never_wins_over_a_page_writing_the_year(policy: Policy) -> None:
    pages = [chunk("d", "Jun 2014 — 90 years ago the Varn ferry first sailed to Oske.",
                   "team_wiki", rank=1),
             *({**c, "rank": n} for n, c in enumerate(_WRITTEN, start=2)),
             chunk("e", "The Varn ferry first sailed in 1924 from the old slipway.", "team_wiki",
                   rank=9)]
    (conflict,) = run(policy, event(_QUERY, *pages)).conflicts
    assert conflict.winner == "a"


def test_a_reckoning_never_makes_a_page_read_as_its_peers(policy: Policy) -> None:
    pages = [_WRITTEN[0], _WRITTEN[2],
             chunk("d", "Jun 2014 — 90 years ago the Varn ferry first sailed to Oske.",
                   "team_wiki"),
             chunk("q", "Q: when did the varn ferry first sail? A: 1927, by the Oske line; 1924 "
                        "is when its slipway was built. 3 answers", "team_wiki")]
    (conflict,) = run(policy, event(_QUERY, *pages)).conflicts
    assert conflict.status == "escalated"   # two pages each: the Q&A still says 1927


def test_the_subject_is_named_whatever_its_accents(policy: Policy) -> None:
    query = "In what year did the Varn ferry first sail?"
    pages = [*_WRITTEN, chunk("d", "Jun 2014 — 90 years ago the Vårn ferry first sailed.",
                              "team_wiki")]
    assert [{m.chunk_id for m in c.chunks} for c in run(policy, event(query, *pages)).conflicts
            ] == [{"a", "b", "c", "d"}]
