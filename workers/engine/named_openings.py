"""A *when* sentence opening on another institution's name: "The Gaelic College at St.
Ann's dates from 1938" for when a festival started.

Reads one sentence, from its start to its first digit (a bare year the *when* slot reads is
no sentence value, yet the value), against the question's words. A sentence that opens on
"The" and a proper name of two to four capitalised words, none of whose words the question
writes, followed by a lower-case word the question does not write either ("The Harbour
Guild at Orme Quay dates from …", never "The Nova Scotia festival began …", whose "festival"
is the question's), is about that named thing, when it writes none of the question's words
before its first digit. Only for a question asking when. Pure.
"""

from __future__ import annotations

import re

from workers.engine.owners import CALENDAR
from workers.engine.terms import stem

_WHEN = re.compile(r"\W*(?:when\b|in[^\S\n]+what[^\S\n]+year\b)", re.IGNORECASE)
_OPENING = re.compile(
    r"[^\S\n]*The[^\S\n]+((?:[A-Z][a-z][\w'’-]*[^\S\n]+){1,3}[A-Z][a-z][\w'’-]*)"
    r"[^\S\n]+([a-z][\w'’-]*)")
"""A sentence opening on "The", a name of two to four capitalised words and a lower-case
word: "The Harbour Guild at …"."""
_WORD = re.compile(r"[\w'’-]+")
_DIGIT = re.compile(r"\d")


def _stems(text: str) -> frozenset[str]:
    return frozenset(stem(w.lower().removesuffix("'s").removesuffix("’s"))
                     for w in _WORD.findall(text))


def named_opening(snippet: str, query: str, until: int) -> str:
    """"rival:name-<words>" for a sentence of a *when* question that opens on another
    institution's name (module docstring), before ``until`` and its first digit; ""
    otherwise. Invariant: a sentence writing a word of the question before its first digit
    is never read so."""
    if _WHEN.match(query) is None:
        return ""
    found = _OPENING.match(snippet)
    digit = _DIGIT.search(snippet)
    stop = min(until, digit.start() if digit else len(snippet))
    if found is None or found.end() > stop:
        return ""
    name = found.group(1)
    if any(w.lower() in CALENDAR for w in name.split()):
        return ""
    head = _stems(snippet[:stop]) - _stems("the at in on of near from by and a an")
    if not head.isdisjoint(_stems(query)):
        return ""  # the question's own word is written: maybe its own thing
    return "rival:name-" + "-".join(w.lower() for w in name.split())
