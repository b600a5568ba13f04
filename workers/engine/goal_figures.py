"""A figure stated as a target: a goal set for something, not what the question asks.

"… target stays at 1,450 billable hours a year" and "boat fund target £18,000" state what an
organisation aims at, another attribute than the recording unit or the annual subscription
asked. A sentence whose words before its first value write "target" (or "targets"), whose
target is named by none of the question's words (the content words joined right before it:
"boat fund target"; none: "target stays at") in a question that never asks a target, goal or
aim, states a goal of something else: its values answer nothing asked. A target named by the
question's own words is how a text states the asked figure ("P1 first-response target: 15
min" for the first-response SLA) and is left alone. Reads the sentence and the query's words
only; never a list of known strings.
"""

from __future__ import annotations

import re

from workers.engine.query_memo import per_query
from workers.engine.sentence_readings import SentenceReading
from workers.engine.terms import STOPWORDS, stem

_TARGET = re.compile(r"\btargets?\b", re.IGNORECASE)
_ASKS_GOAL = re.compile(r"\b(?:targets?|goals?|aims?|objectives?)\b", re.IGNORECASE)
_NAMER = re.compile(r"([A-Za-z][A-Za-z0-9]*)[ \t]*-?[ \t]*$")
"""The word joined (by spaces or a hyphen) right before a text's end."""


@per_query
def _query_stems(query: str) -> frozenset[str] | None:
    """The stems of the query's content words; None for a query asking a goal itself."""
    if _ASKS_GOAL.search(query):
        return None
    return frozenset(stem(w.lower()) for w in re.findall(r"[A-Za-z0-9]+", query)
                     if w.lower() not in STOPWORDS)


def _namers(before: str) -> list[str]:
    """The content words joined right before a target word, nearest last ("boat fund")."""
    found: list[str] = []
    while (match := _NAMER.search(before)) and match.group(1).lower() not in STOPWORDS:
        found.append(match.group(1).lower())
        before = before[:match.start()]
    return found[::-1]


def goal_figure(text: str, sentence: SentenceReading, query: str) -> str:
    """"goal:<namer>-target" for a sentence whose words before its first value write a
    target named by none of the query's words, in a query asking no target; "" otherwise.
    Invariant: a sentence whose first value comes before any "target", a target named by a
    query word, or a question asking a target, goal or aim changes nothing."""
    asked = _query_stems(query)
    if asked is None or not sentence.sentence_values:
        return ""
    start = text.find(sentence.snippet, sentence.offset)
    first = min(v.start for v in sentence.sentence_values)
    if first <= start:
        return ""
    opening = text[start:first]
    targets = list(_TARGET.finditer(opening))
    if not targets:
        return ""
    namers = _namers(opening[:targets[-1].start()])
    if any(stem(w) in asked for w in namers):
        return ""
    return f"goal:{'-'.join(namers[-1:])}-target"
