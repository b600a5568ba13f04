"""An anniversary's date: "Oct 25, 2019 — … opened 190 years ago today" says 25 October 1829.

A page dated by its search result ("Oct 25, 2019 — ") that counts whole years back from
"today" (or "tonight", "this morning" …) names the day that many years before its own date;
"N years ago this week / month / year" names only the year, which a page dated to its
month alone ("Mar 2019 — ") names too (it names no day). Centuries and decades count too
("a century ago today", "half a century ago this month", "eight centuries ago today"), and
"this day N years ago", "N years ago to the day" or "N years to the day after …" say
"today". The count is read as that date (its surface runs to the end of "ago today", so the
sentence cited states it), and every other reading of the text stays as it was: a duration
that is no offset, or a count of years without a dated page, is left a duration.

"N years ago" alone ("May 2015 — 80 years ago the pool opened", "2016 — Fifty years ago …",
"A century ago …") names only a year, perhaps another event's: it is read as the page's year
less N (``bare_count_back``), kept where its sentence tells the asked event of the asked
subject (``counted_years``), and there it is the page's claim of that year, which may dispute
another page's; it never witnesses a group (``witnesses``) and never wins over a
member that writes the year (``rules``). A count of years "since" or "after" an event on a
dated page ("Aug 2015 — 250 years since Hull built the tower, …", "Jun 2021 — 125 years after
the ground's first match, …") reckons the same way: the page's news is that span after the
event, so it names the page's year less N and is read, kept and ranked as a bare "N years
ago", when the count opens its sentence or follows a verb of marking ("marks 50 years since"); so
do centuries and decades ("1984 — Two centuries since Roy measured the baseline" names 1784),
unless the sentence writes the event's own year after the count ("Two decades after the
macaw disappeared in 2000": a round count is no truer than the year).
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import TYPE_CHECKING

from workers.engine.fields.durations import DURATION_S
from workers.engine.kept_values import Keep, kept
from workers.engine.numbers import NUMBER_PATTERN, parse_number
from workers.engine.values import Value, same

if TYPE_CHECKING:
    from workers.engine.claims import Claim

_AGO = re.compile(
    r"[^\S\n]+ago[^\S\n]+(?P<when>today|tonight|this[^\S\n]+(?:morning|afternoon|evening"
    r"|day|week|month|year))\b",
    re.IGNORECASE,
)
_WHEN = (r"(?P<when>today|tonight|this[^\S\n]+(?:morning|afternoon|evening|day|week|month"
         r"|year))\b")
_CENTURIES = re.compile(
    rf"\b(?:(?P<half>half[^\S\n]+a)|(?P<count>{NUMBER_PATTERN})|an?)[^\S\n]+"
    rf"(?P<unit>centur(?:y|ies)|decades?)[^\S\n]+ago\b(?:[^\S\n]+{_WHEN})?", re.IGNORECASE)
_CENTURIES_SINCE = re.compile(
    rf"\b(?:(?P<half>half[^\S\n]+a)|(?P<count>{NUMBER_PATTERN})|an?)[^\S\n]+"
    r"(?P<unit>centur(?:y|ies)|decades?)[^\S\n]+(?:since|after)\b", re.IGNORECASE)
"""Centuries or decades "since" or "after" an event ("1984 — Two centuries since Roy measured
…"): read as a bare count of years since it where ``_SPAN_LEADS`` allows."""
_WRITES_YEAR = re.compile(r"[^.;!?\n]*?\b(?:1\d{3}|20\d\d)\b")
"""The event's own year written in the clause after the count: the text dates it itself
(a count of centuries or decades is a round figure, never truer than the year)."""
_THIS_DAY = re.compile(
    rf"\b(?:this[^\S\n]+day[^\S\n]+(?P<count>{NUMBER_PATTERN})[^\S\n]+years?[^\S\n]+ago"
    rf"|(?P<count2>{NUMBER_PATTERN})[^\S\n]+years?[^\S\n]+ago[^\S\n]+to[^\S\n]+the"
    r"[^\S\n]+day"
    rf"|(?P<count3>{NUMBER_PATTERN})[^\S\n]+years?[^\S\n]+to[^\S\n]+the[^\S\n]+day"
    r"[^\S\n]+(?:after|since))\b", re.IGNORECASE)
_BARE_AGO = re.compile(r"[^\S\n]+(?:ago|since|after)\b", re.IGNORECASE)
_YEARS = re.compile(r"\byears?\b", re.IGNORECASE)
_SPAN_LEADS = re.compile(
    r"(?:^|[.!?:;—–|]|\b(?:marks?|marked|marking|celebrat(?:es?|ed|ing)|it's|it is))[^\S\n]*$",
    re.IGNORECASE,
)
"""What stands before a count "since" or "after" an event that reckons from the page's date:
nothing of its sentence ("2024 — 150 years since …") or a verb of marking it ("marks 50
years since …"); after another date ("opened in 1932, 20 years after …") it counts from that."""
_COUNTED_BACK = re.compile(r"\b(?:ago|since|after)$|\bago\b|^(?:earlier[^\S\n]+)?today$",
                           re.IGNORECASE)  # "today" alone: ``dated_today``
_BARE = re.compile(r"\b(?:ago|since|after)$", re.IGNORECASE)
_RECKONS = re.compile(r"\bago\b|\b(?:centur(?:y|ies)|decades?)[^\S\n]+(?:since|after)\b"
                      r"|\bto[^\S\n]+the[^\S\n]+day[^\S\n]+(?:after|since)\b", re.IGNORECASE)
"""A text that may hold a reckoning ``_spelled`` reads (most hold none)."""
_DAY = re.compile(r"(\d{4})(?:-(\d\d)(?:-(\d\d))?)?")
_YEAR_S = DURATION_S["year"]
_EXACT = ("today", "tonight", "morning", "afternoon", "evening", "day")


def dated_anniversaries(values: list[Value], text: str, page_date: Value | None
                        ) -> list[Value]:
    """``values`` with each whole number of years counted back from the page's day ("190
    years ago today") read as the date it names (``page_date``: the page's own full date,
    None when it has none: nothing changes)."""
    if page_date is None or (day := _DAY.fullmatch(page_date.exact)) is None:
        return values
    year, month, date = int(day.group(1)), day.group(2) or "", day.group(3) or ""
    out = [Value("date", then, text[start:end], start, "day", exact=then)
           for start, end, years, when in (_spelled(text) if _RECKONS.search(text) else [])
           if (then := _then(years, when, year, month, date)) is not None]
    spans = [(v.start, v.end) for v in out]
    for value in values:
        if any(start < value.end and value.start < end for start, end in spans):
            continue  # "eight centuries" of "eight centuries ago today": read above
        found = None if value.dimension != "duration" else (
            _AGO.match(text, value.end) or (_BARE_AGO.match(text, value.end)
                                            if _YEARS.search(value.surface) else None))
        if found is not None and found.group(0).strip().lower() in ("since", "after") \
                and not _SPAN_LEADS.search(text, max(0, value.start - 40), value.start):
            found = None  # "opened in 1932, 20 years after …": counted from another date
        when = "" if found is None else found.groupdict().get("when") or ""
        then = None if found is None else _then(
            (value.magnitude or 0.0) / _YEAR_S, when, year, month, date)
        if found is None or then is None:
            out.append(value)
            continue
        out.append(Value("date", then, text[value.start : found.end()], value.start, "day",
                         exact=then))
    return sorted(out, key=lambda v: v.start)


def _then(years: float, when: str, year: int, month: str, date: str) -> str | None:
    """The date ``years`` whole years before the page's (``year``, ``month``, ``date``: the
    day empty when the page is dated to its month), to the day when ``when`` names one;
    None when the count is no whole number of years or the page's date cannot say."""
    on_day = bool(when) and when.lower().split()[-1] in _EXACT
    if years < 1 or abs(years - round(years)) > 1e-9 or round(years) >= year \
            or (on_day and not date):
        return None
    then = f"{year - round(years):04d}"
    if on_day and (month, date) != ("02", "29"):
        then = f"{then}-{month}-{date}"
    return then


def _spelled(text: str) -> Iterator[tuple[int, int, float, str]]:
    """Each reckoning written without a count of years ("a century ago today", "half a
    century ago this month", "eight centuries ago today") or with "this day" / "to the day"
    ("on this day 50 years ago", "50 years ago to the day", "50 years to the day after …"):
    its span, years and when."""
    for found in _CENTURIES.finditer(text):
        count = 0.5 if found.group("half") else parse_number(found.group("count") or "a")
        if count is not None:
            size = 100 if found.group("unit").lower().startswith("centur") else 10
            yield found.start(), found.end(), count * size, found.group("when") or ""
    for found in _CENTURIES_SINCE.finditer(text):
        count = 0.5 if found.group("half") else parse_number(found.group("count") or "a")
        if count is not None and _SPAN_LEADS.search(text, max(0, found.start() - 40),
                                                    found.start()) \
                and not _WRITES_YEAR.match(text, found.end()):  # "… disappeared in 2000"
            size = 100 if found.group("unit").lower().startswith("centur") else 10
            yield found.start(), found.end(), count * size, ""
    for found in _THIS_DAY.finditer(text):
        written = found.group("count") or found.group("count2") or found.group("count3")
        if (count := parse_number(written)) is not None:
            yield found.start(), found.end(), count, "today"

def counted_back(value: Value) -> bool:
    """Is ``value`` a date read from "N years ago today", a finished event's "today"
    (``dated_today``) or a bare "N years ago / since / after" (a reckoning, not a date
    the text writes: it ranks with the bare years a sentence writes, never above them)?"""
    return value.field == "date" and _COUNTED_BACK.search(value.surface) is not None


def bare_count_back(value: Value) -> bool:
    """Is ``value`` a year read from a bare "N years ago" ("80 years ago", "a century ago",
    "250 years since": no "today", so it names only a year, perhaps one out)?"""
    return counted_back(value) and _BARE.search(value.surface) is not None \
        and not value.surface.lower().startswith("this")


def witnessed_only(chunks: list[tuple[str, list[Claim]]]) -> list[tuple[str, list[Claim]]]:
    """Each chunk (its text and claims) without the dates read from "N years ago today"
    that no other chunk's written value equals (a bare "N years ago" is left to
    ``counted_years.told_only``: module docstring). A claim left with no value is dropped;
    nothing changes when no claim holds such a date."""
    if not any(counted_back(v) for _, claims in chunks for c in claims
               for v in c.values.values()):
        return chunks
    written = [(index, v) for index, (_, claims) in enumerate(chunks) for c in claims
               for v in c.values.values() if v.field == "date" and not counted_back(v)]

    def keep(index: int) -> Keep:
        return lambda _, __, v: not counted_back(v) or bare_count_back(v) or any(
            other != index and same(v, w, 0.0) for other, w in written)

    return [(text, kept(claims, keep(index))) for index, (text, claims) in enumerate(chunks)]
