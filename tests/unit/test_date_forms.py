"""The same day in the other forms pages write it: dotted day first, year first with
slashes, an ISO date with its time, a day and a month name joined by hyphens."""

from __future__ import annotations

import pytest

from workers.engine.reading import read_text
from workers.engine.slots import answer, read_slot


@pytest.mark.parametrize(("text", "day"), [
    ("Opened on 7.9.2019 by the mayor.", "2019-09-07"),
    ("Opened on 2019/09/07 by the mayor.", "2019-09-07"),
    ("Opened 2019-09-07T10:30Z by the mayor.", "2019-09-07"),
    ("Opened 2019-09-07T10:30:00+02:00 by the mayor.", "2019-09-07"),
    ("Opened on 07-Sep-2019 by the mayor.", "2019-09-07"),
    ("Opened on 7 Sep 2019 by the mayor.", "2019-09-07"),
    ("Java SE 8: GA 18/03/2014 · Premier Support", "2014-03-18"),  # day > 12: day first
    ("Opened on 03/18/2014 by the mayor.", "2014-03-18"),           # day > 12: month first
])
def test_one_day_in_other_forms(text: str, day: str) -> None:
    assert [(v.field, v.exact) for v in read_text(text).values] == [("date", day)]


@pytest.mark.parametrize("text", [
    "Opened on 31.2.2019 by the mayor.",   # no such day
    "Build 1.2.2019.4 is out.",            # a four-part version
    "Opened on 03/04/2019 by the mayor.",  # March 4 or 3 April: not read
])
def test_what_is_no_day(text: str) -> None:
    assert all(v.field != "date" for v in read_text(text).values)


def test_a_date_before_the_web_opening_a_text_is_content_not_the_page_s() -> None:
    dates = [v.display for v in read_text("June 5, 1981: the CDC's MMWR describes five cases"
                                          ).values if v.field == "date"]
    assert dates == ["1981-06-05"]
    assert [v for v in read_text("Mar 14, 2023 — The report came out.").values
            if v.field == "date"] == []


def test_a_timeline_entry_s_date_answers_for_the_whole_entry() -> None:
    text = ("June 5, 1981: the CDC's MMWR describes five cases of Pneumocystis pneumonia in "
            "young men in Los Angeles, the first report of AIDS.")
    slot = read_slot("In what year did the CDC publish the first report of what became known "
                     "as AIDS?")
    assert [v.display for v in answer(text, 0, read_text(text).values, slot)] == ["1981-06-05"]
