"""A clause a present-time adverb opens speaks of today: it answers no question about the past.

"The first hub of 1902 was a three-speed, and today you can buy 5 and 8 speed hubs": the
clause "today you can buy …" states what holds now, so its values ("8 speed") are no answer
to "How many speeds did the first hub have?". The clause opens at a present-time adverb
("today", "now", "nowadays", "these days", "currently", "at present") that starts a sentence
or follows a clause boundary (a comma, semicolon, colon, dash or parenthesis, or "and",
"but", "while", "whereas"), and runs to the sentence's end, a semicolon, or a comma before a
word ("…, today in a museum, had three speeds": the aside ends at its comma; a comma inside
a list of numbers, "5, 8 or 11 speeds", does not end it). A question about the present, or a
*when* question (a date may follow "now": "now, since 1990, a museum"), reads it as stated.

Pure; one substring gate before any regex.
"""

from __future__ import annotations

import re

from workers.engine.values import Value

_GATE = ("today", "now", "these days", "currently", "at present")
"""Lower-cased substrings one of which an opener contains ("nowadays" contains "now")."""
_OPENER = re.compile(
    r"(?:^|[.!?,;:(—–][^\S\n]*|\b(?:and|but|while|whereas)[^\S\n]+)"
    r"(?:(?:and|but|while|whereas)[^\S\n]+)?"
    r"(?:today|nowadays|now|these[^\S\n]+days|currently|at[^\S\n]+present)\b(?!['’])",
    re.IGNORECASE,
)
"""A present-time adverb at a clause's opening ("…, and today you can …", "Now it has …")."""
_CLAUSE_END = re.compile(r"[.;!?\n]|,(?=[^\S\n]*[A-Za-z])")
"""Where the opened clause ends: the sentence's end, a semicolon, or a comma before a word."""
_LEAD_COMMA = re.compile(r"[^\S\n]*,")
"""A comma right after the adverb ("Today, you can …") belongs to the adverb."""


def present_spans(snippet: str) -> list[tuple[int, int]]:
    """The spans of ``snippet`` that a present-time adverb opens (module docstring)."""
    lowered = snippet.lower()
    if not any(word in lowered for word in _GATE):
        return []
    spans = []
    for opener in _OPENER.finditer(snippet):
        start = opener.end()
        lead = _LEAD_COMMA.match(snippet, start)
        body = lead.end() if lead is not None else start
        stop = _CLAUSE_END.search(snippet, body)
        spans.append((opener.start(), stop.start() if stop is not None else len(snippet)))
    return spans


def past_answers(snippet: str, offset: int, candidates: list[Value], past: bool) -> list[Value]:
    """``candidates`` (values of ``snippet``, which starts at ``offset`` in its chunk)
    without those in a clause that speaks of today (``present_spans``), when the question
    asks about the past (``past``); all of them otherwise."""
    if not past or not candidates:
        return candidates
    spans = present_spans(snippet)
    if not spans:
        return candidates
    return [v for v in candidates
            if not any(s <= v.start - offset < e for s, e in spans)]
