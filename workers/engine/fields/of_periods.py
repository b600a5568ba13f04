"""A count's period written after what its noun is made of: "50 cups of coffee a day".

``quantity`` reads a rate when the period follows the counted noun ("50 cups a day"). A noun
often takes an "of" phrase naming its contents first ("cups of coffee", "glasses of cold
water", "hours of sleep"), and the period then follows that phrase: the count is the same
rate, and read without its period it would differ from every "50 cups a day".
Invariant: only one or two bare words may sit between "of" and the period (no article,
possessive or demonstrative, which name some other thing: "12 members of the board each
year" keeps its count; no preposition, which makes the period the span the count took: "six
seasons of a show in a week" counts seasons, not seasons per week), and the period is one
of ``quantity``'s ("per", "a", "an", "each", "every" or "/" and second … year, "calendar"
allowed before the unit: "per calendar month" is a month); anything else returns None.

A bound may name its period before the count instead: "a daily bag limit of 2 trout", "weekly
quota: 40 parcels" state 2 trout a day and 40 parcels a week (``period_before``). Only a
period adjective ("daily" … "annual") before a bound noun of a closed class (limit, cap,
quota, allowance, maximum, minimum, allocation, ration), at most one word between, then
"of", "is" or a colon right before the count.
"""

from __future__ import annotations

import re

_OF_THEN_PERIOD = re.compile(
    r"[^\S\n]+of[^\S\n]+"
    r"(?:(?!(?:the|a|an|his|her|its|their|our|my|your|this|that|these|those|"
    r"in|within|inside|over|for|during|under|after|before|by|from|on|at|across|throughout)\b)"
    r"[a-z][a-z-]*[^\S\n]+){1,2}?"
    r"(?:(?:per|an?|each|every)[^\S\n]+(?:calendar[^\S\n]+)?|/[^\S\n]*)"
    r"(?P<per>second|minute|hour|day|week|month|year)\b",
    re.IGNORECASE,
)
"""" of coffee a day", " of cold water per day": the period after a short contents phrase."""


def period_after_of(after: str) -> str | None:
    """The period (``"day"``, ``"hour"`` …) that ``after`` (the text right after a count's
    noun) states past an "of" phrase naming the noun's contents, else None."""
    found = _OF_THEN_PERIOD.match(after)
    return found["per"].lower() if found is not None else None


_ADJECTIVES = {"hourly": "hour", "daily": "day", "nightly": "day", "weekly": "week",
               "monthly": "month", "yearly": "year", "annual": "year"}
_BOUND_BEFORE = re.compile(
    rf"\b(?P<adj>{'|'.join(_ADJECTIVES)})[^\S\n]+(?:[a-z][a-z-]*[^\S\n]+)?"
    r"(?:limit|cap|quota|allowance|maximum|minimum|max|allocation|ration)"
    r"(?:[^\S\n]+(?:of|is)[^\S\n]+|[^\S\n]*:[^\S\n]*)$",
    re.IGNORECASE,
)
"""" a daily bag limit of ", "weekly quota: ": a bound's period named before its count."""


def period_before(before: str) -> str | None:
    """The period (``"day"``, ``"week"`` …) a bound right before a count names by its
    adjective ("a daily bag limit of " → "day"), else None."""
    found = _BOUND_BEFORE.search(before[-60:])
    return _ADJECTIVES[found["adj"].lower()] if found is not None else None
