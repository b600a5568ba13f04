"""A thing named by another period than the question's: a week pass is no day pass.

Passes, tickets, memberships and plans come in kinds named by the period they cover ("day
pass", "week pass", "monthly membership", "annual plan"). A question that names its thing so
("How long is a day pass valid …?") asks about that kind only; a sentence that, before its
first value, names the same noun after another period ("A week pass is valid for 7 days")
states the other kind's value, even though the two share every other word. Periods are
grouped by what they name ("week" and "weekly" are one); a period written after a number
("a 3-day pass", "7 day notice") is a length, not a kind's name, and is not read. A sentence
that also names the question's own kind is left alone (it may compare the two), and so is a
question naming two kinds of one noun. Pure; reads the sentence up to its first value and the
question's words.
"""

from __future__ import annotations

import re

from workers.engine.query_memo import per_query
from workers.engine.terms import STOPWORDS, stem

_PERIOD_OF = {"day": "day", "daily": "day", "week": "week", "weekly": "week",
              "month": "month", "monthly": "month", "year": "year", "yearly": "year",
              "annual": "year", "season": "season", "seasonal": "season",
              "weekend": "weekend", "night": "night", "nightly": "night"}
"""Words naming a period a kind of thing covers, by that period."""
_NAMED = re.compile(
    r"(?<![\d\w-])(?<!\d )(?<!\d-)(" + "|".join(sorted(_PERIOD_OF, key=len, reverse=True))
    + r")[ -]([a-z]+)\b")
"""A period word (after no number) and the word right after it: "day pass", "annual plan"."""


def _kinds(text: str) -> set[tuple[str, str]]:
    """The (period, noun stem) pairs ``text`` names; a stop word or another period word after
    the period names no kind ("a day in", "day or week")."""
    return {(_PERIOD_OF[m.group(1)], stem(m.group(2))) for m in _NAMED.finditer(text.lower())
            if m.group(2) not in STOPWORDS and m.group(2) not in _PERIOD_OF}


@per_query
def asked_kinds(query: str) -> dict[str, str]:
    """The question's kinds by noun stem ("pass" → "day"); a noun named after two periods is
    left out (the question asks about both)."""
    by_noun: dict[str, set[str]] = {}
    for period, noun in _kinds(query):
        by_noun.setdefault(noun, set()).add(period)
    return {noun: next(iter(p)) for noun, p in by_noun.items() if len(p) == 1}


def other_period_kind(snippet: str, first_value: int, query: str) -> str:
    """"kind:<period>-<noun>" when ``snippet`` names, before ``first_value`` (an offset in
    it), a noun of the question's after another period than the question's and never after
    the question's own; "" otherwise. Invariant: "" when the question names no such kind."""
    asked = asked_kinds(query)
    if not asked:
        return ""
    named = _kinds(snippet)
    if any(asked.get(noun) == period for period, noun in named):
        return ""
    for period, noun in sorted(_kinds(snippet[:first_value])):
        if noun in asked:
            return f"kind:{period}-{noun}"
    return ""
