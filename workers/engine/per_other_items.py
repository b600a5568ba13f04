"""Amounts stated per another thing the query names than the one it counts per.

"What is the largest group you can take on one alpaca trek?" counts per trek; "up to 2
walkers per alpaca" counts per alpaca, a thing the query names only as a modifier of the
trek. Every amount of such a sentence answers another question (how many share one alpaca),
not the asked one. Reads the query's "one / per / each <thing>" phrase and the words right
after each amount of the sentence's reading; pure.
"""

from __future__ import annotations

import re

from workers.engine.query_memo import per_query
from workers.engine.sentence_readings import SentenceReading
from workers.engine.terms import STOPWORDS, stem

_ONE = re.compile(r"\b(?:one|per|each|a single)\s+([a-z][\w-]*(?:\s+[a-z][\w-]*){0,2})",
                  re.IGNORECASE)
_PER_AFTER = re.compile(r"(?:[^\S\n]+[a-z][\w-]*)?[^\S\n]+per[^\S\n]+([a-z][\w-]*)"
                        r"((?:[^\S\n]+[a-z][\w-]*){0,2})", re.IGNORECASE)
"""An amount's per-unit right after it, past at most its own noun: "2 walkers per alpaca";
the two words after the unit's first are read too, where the unit is a compound ("per
growing season" is per season, the head, when the query counts per season)."""
_AMOUNTS = frozenset({"quantity"})
"""Counts only: a price per the query's modifier ("£0.05 per SMS" for each SMS reminder) most
often prices the very item under its medium's name, so money is never read here."""


@per_query
def counted_per(query: str) -> tuple[str, frozenset[str]]:
    """The stem of the thing a query counts per ("one alpaca trek" → "trek") and the stems of
    the words it writes before it in that phrase ("alpaca"); ("", {}) when it writes no
    such phrase, or several."""
    found = []
    for match in _ONE.finditer(query):
        words = []
        for word in match.group(1).split():
            if word.lower() in STOPWORDS:
                break
            words.append(stem(word))
        if words:
            found.append((words[-1], frozenset(words[:-1])))
    return found[0] if len(found) == 1 else ("", frozenset())


def per_other_item(sentence: SentenceReading, query: str) -> str:
    """"per:<thing>" when every count of the sentence's reading is stated per one thing
    ("per alpaca") that the query names only as a modifier of the thing it counts per (the
    query's "one alpaca trek"); "" otherwise. Invariant: a per-unit the query does not name
    ("4 per person" for one ticket), the very thing it counts per, or a sentence with an
    amount of money, changes nothing."""
    head, modifiers = counted_per(query)
    if not head or not modifiers:
        return ""
    amounts = [v for v in sentence.values if v.field in _AMOUNTS]
    if not amounts or len(amounts) < len(sentence.values):
        return ""
    text, at, units = sentence.snippet, 0, set()
    for value in amounts:
        start = text.find(value.surface, at) if value.surface else -1
        if start < 0:
            return ""
        at = start + len(value.surface)
        per = _PER_AFTER.match(text, at)
        if per is None:
            return ""
        rest = {stem(word) for word in per.group(2).split()}
        units.add(head if head in rest else stem(per.group(1)))  # "per growing season"
    unit = next(iter(units)) if len(units) == 1 else ""
    return f"per:{unit}" if unit in modifiers and unit != head else ""
