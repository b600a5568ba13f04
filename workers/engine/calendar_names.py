"""Capitalised words that name a time, never what a question is about.

"… cancel a booking over Christmas …", "… a Saturday appointment …", "… in August …": the
day, month or holiday is capitalised like a name, yet it states when the asked rule holds,
a condition a text may or may not name, never the subject every retrieved text is about.
"""

from __future__ import annotations

import re

_CALENDAR = frozenset(
    """january february march april may june july august september october november december
    monday tuesday wednesday thursday friday saturday sunday mondays tuesdays wednesdays
    thursdays fridays saturdays sundays weekend weekends christmas xmas easter new year
    years year's eve day boxing bank holiday holidays good friday whitsun hanukkah diwali
    eid ramadan thanksgiving halloween midsummer""".split())
"""Words of the names of days, months and holidays ("New Year's Eve", "Boxing Day")."""

_WORDS = re.compile(r"[a-z']+")


def calendar_name(name: str) -> bool:
    """Is ``name`` (a capitalised run the query uses) a day, month or holiday: every word
    of it a calendar word? "Christmas", "New Year", "Saturday" are; "Easter Island" and
    "May Street" are not."""
    words = _WORDS.findall(name.lower())
    return bool(words) and all(w in _CALENDAR for w in words)
