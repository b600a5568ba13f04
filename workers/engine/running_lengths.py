"""A duration that says how long a custom has run, not how long one occurrence lasts.

"Every night for about 700 years, the Tower has been locked up …": the clause names a
recurrence ("every night", "each year", "weekly") and a perfect verb ("has been locked up",
"have gathered"), and its duration is longer than the recurrence's period: the duration counts
the occurrences' run, never the length of one of them. Such a duration answers no question
about one occurrence ("How long does the ceremony last?"); it may answer one asked in the
perfect ("How long has the ceremony been held?") or asking an age.

Invariant: a duration no longer than the recurrence's period ("has lasted seven minutes every
night"), one in a clause without a perfect verb ("retained for 35 days, taken nightly", "take
one tablet every day for 2 weeks") and one without a recurrence are never read as a run.

Reads the value's clause and the question's words only.
"""

from __future__ import annotations

import re

from workers.engine.values import Value

_DAY = 86_400.0
_PERIODS: dict[str, float] = {
    "hour": 3_600.0, "night": _DAY, "day": _DAY, "evening": _DAY, "morning": _DAY,
    "afternoon": _DAY, "week": 7 * _DAY, "weekend": 7 * _DAY, "sunday": 7 * _DAY,
    "monday": 7 * _DAY, "tuesday": 7 * _DAY, "wednesday": 7 * _DAY, "thursday": 7 * _DAY,
    "friday": 7 * _DAY, "saturday": 7 * _DAY, "month": 30 * _DAY, "year": 365 * _DAY,
    "summer": 365 * _DAY, "winter": 365 * _DAY, "spring": 365 * _DAY, "autumn": 365 * _DAY,
    "season": 365 * _DAY,
}
"""A recurrence's period in seconds, by the word after "every" (a season recurs yearly)."""
_ADVERBS: dict[str, float] = {
    "hourly": 3_600.0, "nightly": _DAY, "daily": _DAY, "weekly": 7 * _DAY,
    "monthly": 30 * _DAY, "yearly": 365 * _DAY, "annually": 365 * _DAY,
}
_RECURRENCE = re.compile(
    r"\b(?:every|each)[^\S\n]+(?P<period>" + "|".join(_PERIODS) + r")\b(?!-)"
    r"|\b(?P<adverb>" + "|".join(_ADVERBS) + r")\b", re.IGNORECASE)
""""every night", "each year" (not "each night-shift block"), "nightly", "annually"."""
_PERFECT = re.compile(
    r"\b(?:has|have|had)[^\S\n]+(?:(?:[a-z]+ly|not|never|always|long|also|still|now|just)"
    r"[^\S\n]+){0,2}"
    r"(?:been|[a-z]+ed|[a-z]+en|held|kept|run|done|met|sung|told|rung|fought|stood)\b",
    re.IGNORECASE)
"""A perfect verb, only adverbs between its auxiliary and participle: "has been locked up",
"have gathered", "has always held"; "have the renewal started" is no perfect."""
_CLAUSE_END = re.compile(r"[;!?|\n]|\.(?!\d)")
_ASKS_RUN = re.compile(r"\b(?:has|have|had|since|how old|ages?)\b", re.IGNORECASE)
"""A question in the perfect, or asking an age, may be answered by a run."""


def is_run(value: Value, text: str) -> bool:
    """Is the duration ``value`` of ``text`` how long a custom has run (module docstring)?"""
    if value.magnitude is None:
        return False
    start, end = _clause(text, value.start, value.end)
    clause = text[start:end]
    if _PERFECT.search(clause) is None:
        return False
    periods = [_PERIODS[m["period"].lower()] if m["period"] else _ADVERBS[m["adverb"].lower()]
               for m in _RECURRENCE.finditer(clause)
               if not start + m.start() <= value.start < start + m.end()]
    return bool(periods) and value.magnitude > max(periods)


def asks_run(query: str) -> bool:
    """May ``query`` be answered by how long a custom has run (a perfect, an age)?"""
    return _ASKS_RUN.search(query) is not None


def _clause(text: str, start: int, end: int) -> tuple[int, int]:
    """The bounds of the sentence piece of ``text`` holding ``start``..``end``."""
    before = [m.end() for m in _CLAUSE_END.finditer(text, 0, start)]
    after = _CLAUSE_END.search(text, end)
    return (before[-1] if before else 0), (after.start() if after else len(text))
