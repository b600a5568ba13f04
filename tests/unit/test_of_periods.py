"""A count's period written elsewhere than right after its noun."""

from __future__ import annotations

from workers.engine.fields.of_periods import period_after_of, period_before
from workers.engine.reading import read_text


def test_a_bound_names_its_period_by_an_adjective_before_the_count() -> None:
    assert period_before("Visitors have a daily parking limit of ") == "day"
    assert period_before("Weekly quota: ") == "week"
    assert period_before("the annual leave allowance is ") == "year"
    assert period_before("a daily limit ") is None  # no "of", "is" or colon
    assert period_before("the daily papers list ") is None  # no bound noun
    assert period_after_of(" of coffee a day") == "day"


def test_a_daily_limit_agrees_with_the_same_count_a_day() -> None:
    said = {v.display for v in read_text(
        "Anglers have a daily catch limit of 4 pike. Guests may keep four pike a day.").values
        if v.field == "quantity"}
    assert said == {"4 pike per day"}
    assert {v.display for v in read_text("The tank holds 4 pike.").values} == {"4 pike"}


def test_a_calendar_month_is_the_period_of_a_month() -> None:
    assert period_after_of(" of printer paper per calendar month") == "month"
    said = {v.display for v in read_text(
        "Each tenant may book 3 rooms per calendar month. Tenants get three rooms a month. "
        "Staff may borrow 2 reams of printer paper each calendar year.").values
        if v.field == "quantity"}
    assert said == {"3 room per month", "2 ream per year"}
