"""Dates that describe the document, not its subject, and the page's own date.

A search result opens with its date ("Mar 14, 2023 — …"); a page says when it was updated,
posted, retrieved or archived. Such dates are metadata: never claims, never read again as a
bare year. The page's own date (a result date, not a dateline's) dates "N years ago today"
(``anniversaries``). A full date before ``FIRST_WEB_YEAR`` that opens a text is content
("June 5, 1981: the CDC's MMWR describes …"): no page was written then.
"""

from __future__ import annotations

import re

from workers.engine.anniversaries import dated_anniversaries
from workers.engine.dated_today import dated_today
from workers.engine.fields import dates
from workers.engine.fields.scan import scan
from workers.engine.fields.spans import Taken
from workers.engine.preamble import FIRST_WEB_YEAR
from workers.engine.values import Value

_LEADING_DATE_END = re.compile(r"\s*(?:\.\.\.|…|·|\||—|–|-\s|:\s)")
_DATELINE = re.compile(
    r"(?:updated|posted|published|retrieved|accessed|archived(?: from the original)?|modified"
    r"|edited|reviewed|copyright|©)(?:\s+(?:on|at))?[:\s]*$",
    re.IGNORECASE,
)


def with_anniversaries(found: list[Value], text: str, words: frozenset[str], proper: int
                        ) -> list[Value]:
    """``found`` with "190 years ago today" on a dated page read as its day, and a bare
    "N years ago / since / after" as its year (``anniversaries``); only a text that says
    "ago", "since" or "after" is looked at."""
    if "today" in words and proper:  # "was switched off today": ``dated_today``
        found = dated_today(found, text, result_date(text, proper))
    if "ago" not in words and "since" not in words and "after" not in words:
        return found
    return dated_anniversaries(found, text, result_date(text, proper) or _historic_date(text))


_OPENING_DASH = re.compile(r"[^\n]{4,24}?[^\S\n][—–][^\S\n]")
"""A text's opening words up to a spaced dash: where a dateline's date ends."""


def _historic_date(text: str) -> Value | None:
    """The date before ``FIRST_WEB_YEAR`` a text opens with before a spaced dash ("Jun 1930
    — Crowds mark 1,000 years since …"): no page's date, but the day its report is of, so a
    count of years back is counted from it as from a page's."""
    found = _OPENING_DASH.match(text)
    if found is None:
        return None
    date = result_date(text, found.end())
    return date if date is not None and date.start == 0 and _before_the_web(date) else None


def _before_the_web(value: Value) -> bool:
    """Is ``value`` a full date before ``FIRST_WEB_YEAR``? No page was written then: opening
    the text ("June 5, 1981: the CDC's MMWR describes …"), it is content, not the page's."""
    year = value.exact[:4]
    return year.isdigit() and int(year) < FIRST_WEB_YEAR


def result_date(text: str, proper: int) -> Value | None:
    """The page's own date: a date that opens a line of the preamble (a search result's
    "Oct 25, 2019 — "), not a dateline's ("Updated …" may be long after the page); a month
    and year alone ("May 2007 — ") dates the page to its month ("2007-05")."""
    if proper == 0:
        return None
    for value in dates.extract(scan(text[:proper]), Taken()):
        if not text[text.rfind("\n", 0, value.start) + 1 : value.start].strip():
            return value
    for found in _MONTH_YEAR.finditer(text, 0, proper):
        if not text[text.rfind("\n", 0, found.start()) + 1 : found.start()].strip():
            month = _MONTHS[found.group(1).lower()[:3]]
            exact = f"{found.group(2)}-{month:02d}"
            return Value("date", exact, found.group(0), found.start(), "month", exact=exact)
    if (year := _LEADING_YEAR.match(text, 0, proper)) is not None:
        return Value("date", year.group(1), year.group(1), year.start(1), "year",
                     exact=year.group(1))
    return None


_LEADING_YEAR = re.compile(r"[^\S\n]*(\d{4})[^\S\n]*(?:—|–|\.\.\.|…|·)")
"""A year alone before a search engine's mark: the preamble takes it for the result's date
only before a span of years counted to it ("2016 — Fifty years ago …", ``preamble``)."""
_MONTHS = {m: i for i, m in enumerate(
    "jan feb mar apr may jun jul aug sep oct nov dec".split(), start=1)}
_MONTH_YEAR = re.compile(
    r"\b(Jan(?:uary)?|Feb(?:ruary)?|Mar(?:ch)?|Apr(?:il)?|May|June?|July?|Aug(?:ust)?"
    r"|Sept?(?:ember)?|Oct(?:ober)?|Nov(?:ember)?|Dec(?:ember)?)\.?[^\S\n]+(\d{4})\b")
"""A month (capitalised: "may" is a modal) and a year."""


def document_date(value: Value, text: str, text_starts: int) -> bool:
    """Is this date about the document, not its subject? A date that opens the text and is
    followed by a separator (a search result's "Mar 14, 2023 ... "; not one before any page
    was written: ``_before_the_web``), or one that follows "Updated", "Posted",
    "Retrieved", "Archived from the original on", "©"…"""
    if value.field != "date":
        return False
    if value.start <= text_starts and _LEADING_DATE_END.match(text, value.end) \
            and not _before_the_web(value):
        return True
    return _DATELINE.search(text, max(0, value.start - 40), value.start) is not None
