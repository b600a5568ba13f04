"""Durations: seconds per unit, when a number and a unit of time are a period, and how a
period is shown.

A month is 1/12 of an average Gregorian year, so "12 months" = "1 year" while "1 month"
differs from "30 days"; business days count five to a week.
"""

from __future__ import annotations

import re

from workers.engine.numbers import format_number

MONTH_S = 2_629_746.0
DURATION_S = {
    "millisecond": 0.001, "ms": 0.001, "second": 1.0, "sec": 1.0, "s": 1.0, "minute": 60.0,
    "min": 60.0,
    "hour": 3600.0, "hr": 3600.0, "h": 3600.0, "day": 86400.0, "week": 604800.0,
    "month": MONTH_S, "year": 12 * MONTH_S, "yr": 12 * MONTH_S,
}
BUSINESS_DAYS = {"day": 1.0, "week": 5.0}

_SHORT_DURATION = frozenset({"s", "ms", "h", "hr", "min", "sec", "yr"})
_ARTICLE = frozenset({"a", "an", "single"})
_INTRODUCES_PERIOD = frozenset(
    "within in for after before about around over under than of least to up only just "
    "take takes took last lasts lasted".split()
)


_LABELLED = re.compile(r"[:—–]\s*$")
"""A label's colon or a dash right before "a"/"an" ("Running time: an hour and 21 minutes",
"— an hour"): the period is what the label or the dash states."""
_CALENDAR_YEAR = re.compile(r"(?:19|20|21)\d\d")
"""A number that reads as a calendar year (1900-2199)."""
_AMOUNT_IN = re.compile(
    r"(?:\d[\d,.]*|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)"
    r"[^\S\n]+[a-z]+[^\S\n]+in[^\S\n]+$", re.IGNORECASE)
"""An amount of a unit right before "in" and "a"/"an": "6 weeks in a year", "40 miles in a
day" set the amount over a period, a rate; the period is no value of its own."""
_WORD_BETWEEN = re.compile(r"[^\W\d_]+(?:['’]s)?")
_AGE_BAND_BEFORE = re.compile(
    r"(?:^|[^\w\s]|\b(?:the|for|of|and|or|with|to|all|our|your|their|these|those))"
    r"[^\S\n]*(?:under|over)[- ]$", re.IGNORECASE)
""""under"/"over" right before a number and "s", opening its own noun phrase (after a clause's
start or punctuation, a determiner, a conjunction or a preposition other than "in"): "the
under 12s", "(under 5s)", "free for over-65s" name an age band by its threshold, a plural of
the number; "finished in under 10s" stays a time."""


_RATE_BEFORE = re.compile(
    r"(?:(?<![\w.,])(?!(?:19|20)\d\d\b)\d[\d,.]*+(?:[%kKmM]|bn)?(?:[^\S\n]+[a-z-]+){0,4}"
    r"|\b(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|thirty|forty"
    r"|fifty|sixty|hundred|thousand|dozen)(?:[^\S\n]+[a-z-]+){0,4}"
    r"|\ban?[^\S\n]+[a-z-]+|\b(?:once|twice|thrice|times|per|what|such|quite|rather|half"
    r"|quarter))[^\S\n]+$", re.IGNORECASE)
"""What makes "a"/"an" and a unit no period of its own: an amount of something right before
(at most four words after it: "£5 an hour", "8 cups of tea a day", "five short walks a week",
"an apple a day", "3 times a day"; never a calendar year), a frequency ("once an hour",
"twice a year"), "per", an exclamation ("what a day", "such a year") or a fraction ("half an
hour", read whole by ``fractions``)."""
_ENDS_PHRASE = re.compile(r"[^\S\n]*(?:[,;.!?)\]]|[—–]|$)")
"""Punctuation (or the text's end) right after a unit: the phrase "an hour" ends there, so it
is neither possessive ("an hour's drive"), nor relative ("a year later", "a day ago"), nor
the start of a longer phrase ("a week-long", "a day off")."""


def _stated_alone(before: str, after: str) -> bool:
    """Is "a"/"an" and the unit right after ``before`` a period stated as a value, its phrase
    ended by punctuation ("its first tape held an hour, half …", "the test ran a week.") and
    no amount, frequency or "per" before it that would make it a rate's period?"""
    return _ENDS_PHRASE.match(after) is not None and _RATE_BEFORE.search(before) is None


def plausible_duration(number: str, unit: str, surface: str, before: str,
                       after: str = "") -> bool:
    """Is this really a period of time? A short unit ("s", "h", "min") needs digits ("as",
    "ones" are words); "a"/"an" counts one only of the unit right after it, never of a
    second ("a second term" is ordinal; "a few days" is not one day), and only after a word
    that introduces a period ("within a year"; "50 GB a month" is a rate) or a colon or dash
    (``_LABELLED``), or alone before punctuation as a value (``_stated_alone``: "its first
    tape held an hour, …"), but not after an amount of a unit and "in" ("6 weeks in a year": the
    period of a rate, ``_AMOUNT_IN``); "the 1970s" and "the 80s" are decades; "the under
    12s" is an age band (``_AGE_BAND_BEFORE``); a calendar year with a word before "year"
    names that year ("the 2027 holiday year", "the 2026 tax year"), never 2,027 years."""
    if unit in ("year", "yr") and _CALENDAR_YEAR.fullmatch(number) \
            and len(_WORD_BETWEEN.findall(surface[len(number):])) > 1:
        return False
    if unit in _SHORT_DURATION and not number[:1].isdigit():
        return False
    if unit == "s" and number.isdigit() and int(number) % 10 == 0 and (
        len(number) == 4 or before.lower().endswith(("the ", "early ", "mid ", "late "))
    ):
        return False
    if unit == "s" and len(number) <= 2 and number.isdigit() \
            and _AGE_BAND_BEFORE.search(before):
        return False
    if number.lower() in _ARTICLE:
        previous = before.lower().split()[-1:] or [""]
        if previous[0] not in _INTRODUCES_PERIOD and not _LABELLED.search(before) \
                and not _stated_alone(before, after):
            return False
        if _AMOUNT_IN.search(before):
            return False
        between = surface[len(number):].lower()
        if unit in ("second", "s", "ms", "millisecond") or not re.fullmatch(
            r"[\s-]*" + re.escape(unit) + r"s?'?", between.rstrip()
        ):
            return False
    return True


def duration_display(seconds: float, unit: str) -> str:
    """Calendar units stay in months/years; fixed units show as days, hours, minutes or seconds."""
    if unit in ("month", "year", "yr"):
        months = seconds / MONTH_S
        if round(months) == months and months % 12 == 0:
            return f"{format_number(months / 12)} year"
        return f"{format_number(round(months, 6))} month"
    for name, size in (("day", 86400.0), ("hour", 3600.0), ("minute", 60.0)):
        if seconds >= size and (seconds / size) == int(seconds / size):
            return f"{format_number(seconds / size)} {name}"
    return f"{format_number(round(seconds, 6))} second"
