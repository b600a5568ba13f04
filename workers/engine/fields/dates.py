"""Calendar dates written as "2025-03-03", "March 3, 2025", "3 March 2025" or "March 3", and
in the other forms pages use: "2025/03/03", "2025-03-03T09:30Z", "3.3.2025" (dotted, day
first), "3-Mar-2025".

The month "May" is read only when capitalised, so the modal "may 3…" is never a date.
A slash date is read only when it cannot be misread: "03/03/2026", "25/03/2026"
(day first) or "03/25/2026" (month first), never "03/04/2026".
Every form normalises to one ISO day; a date written without a year becomes "--MM-DD"
(year unknown, compared on month and day). Impossible days (February 30) are not dates.
A span of days in one month ("1-8 January", "15–17 August 2025", "from 17 to 20 May",
"March 10-12, 2025") is
one value, its first and last day joined by "/" ("--01-01/--01-08"): neither end alone is a
date it states; a night written by its two days ("the night of 2/3 April 1911") is the span of
both. A day of the month written alone after "on the", "(the", "by the"…
("Easter Day on the 31st", "Christmas (the 7th)") names a day of no month: "---31", which
agrees with any date on that day of a month.
"""

from __future__ import annotations

import re
from datetime import date

from workers.engine.fields.scan import Anchored, Scan
from workers.engine.fields.spans import Taken
from workers.engine.values import Value

MONTH_WORDS = frozenset(
    "jan january feb february mar march apr april may jun june jul july aug august sep sept "
    "september oct october nov november dec december".split()
)
_MONTHS = {
    "jan": 1, "feb": 2, "mar": 3, "apr": 4, "may": 5, "jun": 6, "jul": 7, "aug": 8,
    "sep": 9, "sept": 9, "oct": 10, "nov": 11, "dec": 12,
}
_MONTH = (
    r"(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?"
    r"|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)"
)
_ORD = r"(?:st|nd|rd|th)?"
PATTERN = re.compile(
    rf"\b(?:(?P<iy>\d{{4}})(?P<isep>[-/])(?P<im>\d{{1,2}})(?P=isep)(?P<id>\d{{1,2}})"
    rf"(?:t\d{{2}}:\d{{2}}(?::\d{{2}})?(?:z|[+-]\d{{2}}:?\d{{2}})?)?"
    rf"|(?P<m1>{_MONTH})\.?\s+(?P<d1>\d{{1,2}}){_ORD}(?:,?\s+(?P<y1>\d{{4}}))?"
    rf"|(?P<d2>\d{{1,2}}){_ORD}(?:\s+of)?[\s-]+(?P<m2>{_MONTH})\.?(?:,?[\s-]+(?P<y2>\d{{4}}))?"
    rf"|(?P<sa>\d{{1,2}})/(?P<sb>\d{{1,2}})/(?P<sy>\d{{4}})"
    rf"|(?P<dd>\d{{1,2}})\.(?P<dm>\d{{1,2}})\.(?P<dy>\d{{4}})(?!\.\d))\b",
)
ANCHORED = Anchored(
    PATTERN, re.compile(rf"\W(?=[\djfmasond])(?=\d|{_MONTH})"), after=True
)
"""A date starts at a word that is a number or begins like a month (the first letters of
``_MONTH`` are checked first)."""
_NUMERIC_DATE = re.compile(r"\d[-/]\d|\d\.\d\d?\.\d{4}")
"""What a date without a month name cannot do without ("2025-03-03", "03/25/2026",
"25.03.2026": a dotted date needs its four-digit year, so decimals and versions such as
"1.5" or "10.0.0.1" never open the date search)."""


def extract(text: Scan, taken: Taken) -> list[Value]:
    """Dates in ``text``, in order of appearance."""
    if not text.has_digit:
        return []
    if text.words.isdisjoint(MONTH_WORDS) and _NUMERIC_DATE.search(text.text) is None:
        return _days_alone(text, taken) if "the" in text.words else []
    found: list[Value] = []
    for match in ANCHORED.finditer(text.lower):
        if taken.full:
            break
        start, end = match.span()
        named = next((g for g in ("m1", "m2") if match.group(g)), "")
        month = match.start(named) if named else -1
        if month >= 0 and text.lower.startswith("may", month) and text.text[month] != "M":
            continue  # the modal "may", not the month
        day = _normalise(match)
        if day is None:
            continue
        if named == "m2":
            start, day = _span(text.lower, start, day)
        elif named == "m1" and not match.group("y1"):
            end, day = _span_after(text.lower, end, day)
        taken.add(start, end)
        surface = text.text[start:end]
        found.append(Value("date", day, surface, start, dimension="day", exact=day))
    if "the" in text.words:
        found.extend(_days_alone(text, taken))
        found.sort(key=lambda v: v.start)
    return found


_SPAN_START = re.compile(
    r"(?:(?<![\w.,/:])(?P<d>\d{1,2})(?:st|nd|rd|th)?[^\S\n]?[-–—][^\S\n]?"
    r"|(?<![\w.,/:])(?P<n>\d{1,2})/"
    r"|(?<![a-z])from[^\S\n]+(?P<f>\d{1,2})(?:st|nd|rd|th)?[^\S\n]+to[^\S\n]+"
    r"|(?<=night of )(?P<t>\d{1,2})(?:st|nd|rd|th)?[^\S\n]+(?:to|and)[^\S\n]+)\Z"
)
"""The first day of a span that ends at the date after it: "1-8 January", "from 17 to 20
May" (never "Room 4 until 30 March": only a dash or "from … to" joins two days); a night
written by its two days ("the night of 2/3 April 1911": a slash between consecutive days
only; "the night of 25 to 26 August", "… 4 and 5 May": "to" or "and" after "night of",
consecutive days only) spans both, so either day agrees with it."""
_DAY_ALONE = re.compile(
    r"(?:(?<![a-z])(?:on|by|from|until|till|before|after|since)[^\S\n]+|\([^\S\n]?)the"
    r"[^\S\n]+(?P<d>\d{1,2})(?:st|nd|rd|th)(?![\w-])"
    r"(?=[^\S\n]*(?:[^\w\s]|$)|[^\S\n]+(?:and|or|at|to|until|when|as|so|but|is|was|in|with"
    r"|for|it|this|that|[a-z]+ed)\b)"
)
"""A day of the month written alone ("on the 31st", "(the 7th)"), not an ordinal of a noun
("on the 14th floor", "from the 16th century"): a mark, the text's end, a joining word or a
verb in the past ("on the 14th stalled") follows it."""


def _span(lower: str, start: int, last: str) -> tuple[int, str]:
    """Where a date that ends a span of days starts, and its value (``last`` when it ends
    none)."""
    before = _SPAN_START.search(lower, max(0, start - 16), start)
    if before is None:
        return start, last
    first = int(before.group("d") or before.group("f") or before.group("n") or before.group("t"))
    if not 0 < first < int(last[-2:]) or (
            (before.group("n") or before.group("t")) and first + 1 != int(last[-2:])):
        return start, last
    return before.start(), f"{last[:-2]}{first:02d}/{last}"


_SPAN_END = re.compile(
    r"[^\S\n]?[-–—][^\S\n]?(?P<d>\d{1,2})(?:st|nd|rd|th)?(?![\d:]|[.,]\d)"
    r"(?:,?[^\S\n]+(?P<y>\d{4})(?!\d))?"
)
"""The last day (and the year) of a span a month-first date opens: "March 10-12, 2025"."""


def _span_after(lower: str, end: int, first: str) -> tuple[int, str]:
    """Where a month-first date without a year that opens a span of days ends, and its
    value (``first`` when it opens none)."""
    after = _SPAN_END.match(lower, end)
    if after is None or not int(first[-2:]) < int(after.group("d")) <= 31:
        return end, first
    month_day = first[-5:-2]
    year = after.group("y")
    start_day, last_day = first[-2:], f"{int(after.group('d')):02d}"
    try:
        date(int(year) if year else 2000, int(month_day[:2]), int(last_day))
    except ValueError:
        return end, first
    prefix = year if year else "-"
    return after.end(), f"{prefix}-{month_day}{start_day}/{prefix}-{month_day}{last_day}"


_THE_DAY = re.compile(r"the[^\S\n]+\d")
"""What every ``_DAY_ALONE`` match holds: a text without it writes no day alone."""


def _days_alone(text: Scan, taken: Taken) -> list[Value]:
    """Each day of the month written alone, as "---DD"."""
    found: list[Value] = []
    if _THE_DAY.search(text.lower) is None:
        return found  # every match holds "the", spaces, a digit: a literal search finds it
    for match in _DAY_ALONE.finditer(text.lower):
        start, end = match.span("d")
        end = match.end()
        day = int(match.group("d"))
        if taken.full or not 0 < day <= 31 or taken.overlaps(start, end):
            continue
        taken.add(start, end)
        exact = f"---{day:02d}"
        found.append(Value("date", exact, text.text[start:end], start, dimension="day",
                           exact=exact))
    return found


def _normalise(match: re.Match[str]) -> str | None:
    groups = match.groupdict()
    if groups["iy"]:
        year: int | None = int(groups["iy"])
        month, day = int(groups["im"]), int(groups["id"])
    elif groups["sy"]:
        first, second, year = int(groups["sa"]), int(groups["sb"]), int(groups["sy"])
        if first != second and first <= 12 and second <= 12:
            return None  # 03/04/2026 is March 4 or 3 April: not read
        month, day = (first, second) if second > 12 else (second, first)
    elif groups["dy"]:
        year, month, day = int(groups["dy"]), int(groups["dm"]), int(groups["dd"])
    else:
        name = (groups["m1"] or groups["m2"]).lower()
        month = _MONTHS[name[:4] if name.startswith("sept") else name[:3]]
        day = int(groups["d1"] or groups["d2"])
        raw_year = groups["y1"] or groups["y2"]
        year = int(raw_year) if raw_year else None
    try:
        date(year or 2000, month, day)  # 2000 is a leap year: "--02-29" stays valid
    except ValueError:
        return None
    return f"{year:04d}-{month:02d}-{day:02d}" if year else f"--{month:02d}-{day:02d}"
