"""A span of days is one value, and a day of the month written alone is a day of no month."""

from __future__ import annotations

import pytest

from workers.engine.reading import read_text
from workers.engine.values import Value, differs


def _dates(text: str) -> list[tuple[str, str]]:
    return [(v.exact, v.surface) for v in read_text(text).values if v.field == "date"]


def _day(exact: str) -> Value:
    return Value("date", exact, exact, 0, dimension="day", exact=exact)


@pytest.mark.parametrize(("text", "expected"), [
    ("1-8 January is off for most.", [("--01-01/--01-08", "1-8 January")]),
    ("Regatta 2025: 15–17 August. Quay", [("--08-15/--08-17", "15–17 August")]),
    ("It took place from 17 to 20 May 2018 at", [("2018-05-17/2018-05-20",
                                                  "from 17 to 20 May 2018")]),
    ("The festival runs March 10-12, 2025 in the park.", [("2025-03-10/2025-03-12",
                                                           "March 10-12, 2025")]),
    ("Trip Oct 3-5. Book now.", [("--10-03/--10-05", "Oct 3-5")]),
    ("Open March 10 - 9:30 to 5.", [("--03-10", "March 10")]),  # a time, no day
    ("On display in Room 4 until 30 March.", [("--03-30", "30 March")]),  # no span
    ("A: on the night of 25 to 26 August 1914, during the siege", [
        ("1914-08-25/1914-08-26", "25 to 26 August 1914")]),
    ("on the night of 4 and 5 May 1941 bombs fell", [("1941-05-04/1941-05-05",
                                                      "4 and 5 May 1941")]),
    ("between 4 and 9 May 1941 bombs fell", [("1941-05-09", "9 May 1941")]),  # no night
    ("the night of 2 to 9 May 1941", [("1941-05-09", "9 May 1941")]),  # not consecutive
    ("Jane Austen (16 December 1775 – 18 July 1817)", [("1775-12-16", "16 December 1775"),
                                                       ("1817-07-18", "18 July 1817")]),
])
def test_a_span_of_days_is_one_value(text: str, expected: list[tuple[str, str]]) -> None:
    assert _dates(text) == expected


@pytest.mark.parametrize(("text", "expected"), [
    ("with Easter Day on the 31st.", [("---31", "31st")]),
    ("Christmas (the 7th) is inside it.", [("---07", "7th")]),
    ("his attempt on the 14th stalled", [("---14", "14th")]),
    ("a rooftop bar on the 14th floor.", []),
    ("From the 16th century to 18th century", []),
    ("delayed until the 8th of November.", [("--11-08", "8th of November")]),
])
def test_a_day_of_the_month_alone_is_a_day_of_no_month(
    text: str, expected: list[tuple[str, str]]
) -> None:
    assert _dates(text) == expected


def test_a_day_inside_a_span_or_on_the_same_day_of_a_month_agrees() -> None:
    span = _day("--01-01/--01-08")
    assert not differs(span, _day("2025-01-07"), 0.0)
    assert not differs(span, _day("---07"), 0.0)
    assert differs(span, _day("--12-25"), 0.0)
    assert not differs(_day("---31"), _day("2024-03-31"), 0.0)
    assert differs(_day("---31"), _day("--05-05"), 0.0)
    assert not differs(_day("2018-05-17/2018-05-20"), _day("2018"), 0.0)
    assert differs(_day("2018-05-17/2018-05-20"), _day("2019-05-18"), 0.0)
