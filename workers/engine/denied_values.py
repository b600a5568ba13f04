"""A value a page writes only to deny it, or only to give it to another event.

A page that corrects a figure names the figure it rejects right after "not" ("opened in
1794, not 1810", "has 11, not 10"). That figure is written, yet the page does not state it:
read charitably (``charitable``) it must not be taken to agree with the peers who give it.
Reads only the text right before the value: "not", optionally "in", "on" or "the", then the
value. "not until 1810", "not before 1810" and "not more than 10" state a bound that holds
the value, never a denial.

A page may also answer, then say what another figure is the date of: "A: In 1925; the 1924
date is when the licence was applied for", "1821 was the year he opened his shop". Such a
value is given to another event (``reassigned``): the page does not state it as its answer
either. Reads only the text right after the value: an optional "date", "year" or "figure",
"is" or "was", then "when" or "the year/date/day" before "when", "that" or a clause's
subject. Pure; one bounded search per value and side.
"""

from __future__ import annotations

import re

from workers.engine.values import Value

_DENIAL = re.compile(r"\bnot[^\S\n]+(?:(?:in|on|the)[^\S\n]+)?$", re.IGNORECASE)
_REASSIGNED = re.compile(
    r"(?:[^\S\n]+(?:date|year|figure))?[^\S\n]+(?:is|was)[^\S\n]+(?:when\b|the[^\S\n]+"
    r"(?:year|date|day)[^\S\n]+(?:when|that|the|a|an|his|her|its|their|he|she|it|they)\b)",
    re.IGNORECASE)
_AFTER = 40


def denied(text: str, value: Value) -> bool:
    """Does ``text`` (the value's chunk, ``value.start`` its offset there) write ``value``
    right after a "not" that rejects it ("…, not 1810 as people say"), or give it to
    another event right after it (``reassigned``)?"""
    return _DENIAL.search(text, max(0, value.start - 12), value.start) is not None \
        or reassigned(text, value)


def reassigned(text: str, value: Value) -> bool:
    """Does ``text`` say, right after ``value``, what it is the date of ("the 1924 date is
    when the licence was applied for", "1821 was the year he opened his shop")?"""
    return _REASSIGNED.match(text, value.end, value.end + _AFTER) is not None
