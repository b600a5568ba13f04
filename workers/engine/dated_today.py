"""A past event "today" on a page dated to the day: "Aug 22, 2001 — The webcam was switched
off today" says 22 August 2001.

A search result dated to its day (``document_dates.result_date``: "Aug 22, 2001 — ") that
reports an event done "today" (a past participle or past tense right before it, perhaps with
its particle: "was switched off today", "opened today", "died earlier today") names the
page's day as that event's date. As a reckoning of the page's date (which may be a crawl
date), it is read as "N years ago today" is (``anniversaries.counted_back``): it stands only
where another chunk writes an equal date, and never wins over one that writes it. Only a
finished event is dated so: "is still playing today", "opens today" or "today's prices" say
nothing of when anything happened, and a page dated to its month or year alone cannot name
the day. Every other reading of the text stays as it was.
"""

from __future__ import annotations

import re

from workers.engine.values import Value

_PAST_TODAY = re.compile(
    r"\b(?:was|were)[^\S\n]+(?:[a-z]+[^\S\n]+)?[a-z]+(?:ed|en|un|wn|ld|lt|ne|ft)"
    r"(?:[^\S\n]+(?:off|out|up|down|open|in|away))?[^\S\n]+(?P<at>(?:earlier[^\S\n]+)?today)\b"
    r"|\b[a-z]{2,}ed(?:[^\S\n]+(?:off|out|up|down|open|in|away))?"
    r"[^\S\n]+(?P<at2>(?:earlier[^\S\n]+)?today)\b(?!['’])",
    re.IGNORECASE)
"""A finished event "today": a passive ("was switched off today") or a past tense in -ed
("opened today", "died earlier today"); "today's" is no date."""
_DAY = re.compile(r"\d{4}-\d\d-\d\d")


def dated_today(values: list[Value], text: str, page_date: Value | None) -> list[Value]:
    """``values`` with each finished event's "today" (``_PAST_TODAY``) read as the page's
    day (``page_date``, the page's own full date; None or a month or year alone: nothing
    changes). A "today" already inside a value ("190 years ago today") is left to it."""
    if page_date is None or _DAY.fullmatch(page_date.exact) is None:
        return values
    spans = [(v.start, v.end) for v in values]
    added = []
    for found in _PAST_TODAY.finditer(text):
        group = "at" if found.group("at") is not None else "at2"
        start, end = found.start(group), found.end(group)
        if start <= page_date.start or any(a < end and start < b for a, b in spans):
            continue
        added.append(Value("date", page_date.exact, text[start:end], start, "day",
                           exact=page_date.exact))
    if not added:
        return values
    return sorted([*values, *added], key=lambda v: v.start)
