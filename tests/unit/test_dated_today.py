"""A finished event "today" on a page dated to its day is dated by the page."""

from __future__ import annotations

from workers.engine.reading import read_text


def _dates(text: str) -> list[tuple[str, str]]:
    return [(v.surface, v.exact) for v in read_text(text).values if v.field == "date"]


def test_a_finished_event_today_takes_the_pages_day() -> None:
    text = "Mar 3, 2016 — The old Kelmoor lighthouse was switched off today after 140 years."
    assert ("today", "2016-03-03") in _dates(text)
    assert ("earlier today", "2014-06-09") in _dates(
        "Jun 9, 2014 — The Aldwick ferry closed earlier today for the last time.")


def test_no_finished_event_or_no_day_dates_nothing() -> None:
    assert not any(s == "today" for s, _ in _dates(
        "Mar 3, 2016 — The Kelmoor lighthouse is still shining today, 140 years on."))
    assert not any(s == "today" for s, _ in _dates(
        "Mar 3, 2016 — Here are today's opening times for the Kelmoor lighthouse."))
    assert not any(s == "today" for s, _ in _dates(
        "Mar 2016 — The Kelmoor lighthouse was switched off today after 140 years."))
    assert not any(s == "today" for s, _ in _dates(
        "The Kelmoor lighthouse was switched off today after 140 years."))
