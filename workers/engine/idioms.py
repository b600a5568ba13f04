"""Idioms that take an attribute away from the word that names it.

"Free of charge" states no price, a "limited warranty" no limit ("limited to 5 GB" does):
the word stays a content word of its sentence, but names no attribute of the table there.
A question asking about something "on a bank holiday" names the day it happens, never a leave
entitlement (``day_named``); a sentence's "25 days plus bank holidays" still speaks of leave.
"""

from __future__ import annotations

import re

_IDIOMS = {
    "charge": re.compile(r"(?:free of|no|without|at no(?: extra)?)\s+charge\b"),
    "limited": re.compile(r"limited(?!\s+(?:to|at|by)\b)"),
}
"""The idioms of each word (matched on the lower-cased sentence)."""
_IDIOM_REACH = 16
"""How far before and after the word an idiom may begin and end."""


def idiom_named(name: str, match: re.Match[str], masked: str) -> str:
    """The attribute ``name`` the word of ``match`` names in ``masked`` (the lower-cased
    sentence), or "" when an idiom around it takes it away."""
    idiom = _IDIOMS.get(match.group()) if name else None
    if idiom is None:
        return name
    start = max(0, match.start() - _IDIOM_REACH)
    for found in idiom.finditer(masked, start, match.end() + _IDIOM_REACH):
        if found.start() <= match.start() and match.end() <= found.end():
            return ""
    return name


_DAY_OFF = re.compile(r"\b(?:bank|public|national|federal)\s+holidays?\b")
"""A day the calendar closes, named by who declares it ("on a bank holiday Monday")."""


def day_named(name: str, match: re.Match[str], lowered: str) -> str:
    """The attribute ``name`` the word of ``match`` names in the lower-cased question
    ``lowered``, or "" when it is the head of a public holiday's name: the question asks
    about that day, not about leave."""
    if not name or match.group() not in ("holiday", "holidays"):
        return name
    start = max(0, match.start() - _IDIOM_REACH)
    for found in _DAY_OFF.finditer(lowered, start, match.end() + 1):
        if found.start() <= match.start() and match.end() <= found.end():
            return ""
    return name
