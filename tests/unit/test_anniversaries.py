"""An anniversary's date ("Oct 25, 2019 — … opened 190 years ago today"), a witness only."""

from __future__ import annotations

from workers.engine import Policy
from workers.engine.reading import read_text

from .conftest import chunk, event, run

_QUERY = "When did Eastern State Penitentiary open?"
_ANNIVERSARY = "Oct 25, 2019 — Eastern State Penitentiary opened 190 years ago today."


def _dates(text: str) -> list[tuple[str, str]]:
    return [(v.display, v.surface) for v in read_text(text).values if v.field == "date"]


def test_years_ago_today_on_a_dated_page_is_that_day() -> None:
    assert _dates(_ANNIVERSARY) == [("1829-10-25", "190 years ago today")]
    assert _dates("Feb 10, 2025 — Two hundred years ago this month Mantell named it.") == [
        ("1825", "Two hundred years ago this month")]


def test_no_date_without_the_page_s_own_date_or_without_today() -> None:
    assert _dates("Updated 09/2025 · The prison opened 190 years ago today.") == []
    assert _dates("The prison opened 190 years ago today.") == []
    assert _dates("Oct 25, 2019 — The prison opened 190 years in all.") == []


def test_a_reckoned_date_witnesses_an_equal_date_and_disputes_none(policy: Policy) -> None:
    pages = [chunk("a", "Eastern State Penitentiary | Opened: October 25, 1829", "team_wiki"),
             chunk("b", "Eastern State Penitentiary opened in 1829.", "team_wiki"),
             chunk("c", "Eastern State Penitentiary opened in 1829, its first prison.",
                   "team_wiki"),
             chunk("d", "Eastern State Penitentiary opened in 1821.", "team_wiki"),
             chunk("e", _ANNIVERSARY, "team_wiki")]
    (conflict,) = run(policy, event(_QUERY, *pages)).conflicts
    assert "e" in [m.chunk_id for m in conflict.chunks]
    alone = run(policy, event(_QUERY, pages[3], chunk(
        "e", "Oct 25, 2022 — Eastern State Penitentiary opened 190 years ago today.",
        "team_wiki")))
    assert alone.conflicts == []      # 1832 is a reckoning from a crawl date: it disputes nothing


def test_a_page_dated_to_its_month_names_the_year_not_the_day() -> None:
    assert _dates("Mar 2019 — The prison opened 190 years ago this month.") == [
        ("1829", "190 years ago this month")]
    assert _dates("Mar 2019 — The prison opened 190 years ago today.") == []
    assert _dates("Mayfair 2019 — The prison opened 190 years ago this month.") == []


def test_centuries_decades_and_this_day_count_back_too() -> None:
    assert _dates("Apr 2, 2021 — A century ago today the Varn ferry sailed.") == [
        ("1921-04-02", "A century ago today")]
    assert _dates("Apr 2, 2021 — Half a century ago today the ferry sailed.") == [
        ("1971-04-02", "Half a century ago today")]
    assert _dates("Apr 2, 2021 — Three decades ago today the ferry sailed.") == [
        ("1991-04-02", "Three decades ago today")]
    assert _dates("Apr 2, 2021 — On this day 40 years ago the ferry sailed.") == [
        ("1981-04-02", "this day 40 years ago")]
    assert _dates("Apr 2, 2021 — The ferry sailed 40 years ago to the day.") == [
        ("1981-04-02", "40 years ago to the day")]
    assert _dates("Apr 2021 — A century ago this month the ferry sailed.") == [
        ("1921", "A century ago this month")]


def test_centuries_without_the_page_s_day_stay_unread() -> None:
    assert _dates("The ferry sailed a century ago today.") == []
    assert _dates("Apr 2021 — A century ago today the ferry sailed.") == []


def test_centuries_or_decades_since_an_event_on_a_dated_page_name_its_year() -> None:
    assert _dates("2006 — Three centuries since Ada Brind cut the canal, boats still use it.") \
        == [("1706", "Three centuries since")]
    assert _dates("Jun 2019 — marks five decades since the pier reopened.") == [
        ("1969", "five decades since")]
    # after another date the count reckons from that date, not the page's
    assert _dates("Jun 2019 — The pier closed in 1960, a decade after it reopened.") == []
    assert _dates("Three centuries since Ada Brind cut the canal, boats still use it.") == []
    assert _dates("Jun 2019 — Five decades since the pier reopened in 1968, it still stands.") \
        == []  # the sentence writes the event's own year


def test_years_to_the_day_after_an_event_count_back_to_it() -> None:
    text = ("Jun 4, 2016 — Forty years to the day after the fire, the Harrow mill's bell rang "
            "again.")
    assert "1976-06-04" in [v.exact for v in read_text(text).values]
    plain = "Jun 4, 2016 — Forty years on, the Harrow mill's bell rang again."
    assert "1976-06-04" not in [v.exact for v in read_text(plain).values]
