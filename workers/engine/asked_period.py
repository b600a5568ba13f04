"""A rate over another period answers no question that asks for a rate over one.

"What is the daily mileage allowance …?" asks for an amount per day: "200 miles per day"
and "two hundred miles a day" answer it; "capped at 1,200 miles per week" states the weekly
cap, another rate, and is context. The question names its period by its adjective ("daily",
"weekly", "monthly", "annual", "hourly", "nightly") or by "per", "a", "an" or "each" and the
period ("How many miles a day …"). A quantity written at once before "per", "a", "an",
"each", "every" or "/" and another period ("1,200 miles per week", "40 hours a week"), or
before another period's adjective ("1,200 miles weekly"), is dropped. A quantity with no
period or with the asked one stays, and a question naming no period, or two ("daily and
weekly limits"), changes nothing. Only quantities are read: a price's per-unit is already
its dimension (``per_units``), and a rate of counts ("100 requests per minute") carries its
own. Reads the value's place in its text and the question's words only.
"""

from __future__ import annotations

import re

from workers.engine.claims import Claim
from workers.engine.kept_values import kept
from workers.engine.query_memo import per_query
from workers.engine.values import Value

_PERIODS = {"day": "day", "daily": "day", "week": "week", "weekly": "week", "month": "month",
            "monthly": "month", "year": "year", "yearly": "year", "annual": "year",
            "annually": "year", "annum": "year", "hour": "hour", "hourly": "hour",
            "night": "night", "nightly": "night"}
"""Words that name a period, by the period they name."""
_ADJECTIVE = r"daily|weekly|monthly|yearly|annual|annually|hourly|nightly"
_NOUN = r"day|week|month|year|annum|hour|night"
_IN_QUESTION = re.compile(
    rf"\b(?:({_ADJECTIVE})|(?:per|a|an|each)[^\S\n]+({_NOUN}))\b", re.IGNORECASE)
_AFTER_VALUE = re.compile(
    rf"[^\S\n]*(?:(?:(?:per|a|an|each|every)[^\S\n]+|/[^\S\n]*)({_NOUN})s?|[^\S\n]+({_ADJECTIVE}))"
    r"\b", re.IGNORECASE)


@per_query
def asked_period(query: str) -> str:
    """The one period ``query`` asks a rate over ("day" for "daily", "a day"); "" for none
    or several."""
    named = {_PERIODS[(m.group(1) or m.group(2)).lower()] for m in _IN_QUESTION.finditer(query)}
    return next(iter(named)) if len(named) == 1 else ""


def stated_period(value: Value, text: str) -> str:
    """The period ``value`` of ``text`` is stated over ("week" for "1,200 miles per week"),
    "" when none is written right after it."""
    found = _AFTER_VALUE.match(text, value.end)
    return _PERIODS[(found.group(1) or found.group(2)).lower()] if found else ""


def asked_period_only(claims: list[Claim], text: str, query: str) -> list[Claim]:
    """``claims`` without the quantities ``text`` states over another period than the one
    ``query`` asks for (module docstring); a claim left with no value is dropped."""
    period = asked_period(query)
    if not period:
        return claims
    return kept(claims, lambda _c, f, v: f != "quantity"
                or stated_period(v, text) in ("", period))
