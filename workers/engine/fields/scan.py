"""A text prepared once for every extractor: its lower-case twin, its words, its digits.

Extractors consult ``words`` and ``has_digit`` before running a pattern, and match
case-insensitive patterns against ``lower``, which has the same length and offsets as
``text`` (a character whose lower case is longer is kept as it is).
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass

_WORD = re.compile(r"[a-z]+")
_DIGIT = re.compile(r"\d")


@dataclass(slots=True)
class Scan:
    """``text`` with what every extractor's gate needs."""

    text: str
    lower: str
    words: frozenset[str]
    has_digit: bool


def scan(text: str) -> Scan:
    lower = text.lower()
    if len(lower) != len(text):
        lower = "".join(c if len(c.lower()) != 1 else c.lower() for c in text)
    return Scan(text, lower, frozenset(_WORD.findall(lower)), _DIGIT.search(text) is not None)


def finditer(
    pattern: re.Pattern[str], starts: re.Pattern[str], text: str
) -> Iterator[re.Match[str]]:
    """Exactly the matches of ``pattern.finditer(text)``, trying ``pattern`` only where
    ``starts`` matches.

    Invariants the caller keeps (``tests/unit/test_scan_starts.py`` checks each pair):
    ``starts`` matches one character (so no position is skipped) at every position where
    ``pattern`` can match, and ``pattern`` never matches the empty string. ``starts`` begins
    with a character class, which the regex engine scans for in C; a pattern that begins with
    a lookbehind or ``\\b`` is otherwise tried at every position. ``match(text, at)`` sees the
    text before ``at``, so lookbehinds and ``\\b`` read as in a whole-text search.
    """
    end = 0
    match_at = pattern.match
    for candidate in starts.finditer(text):
        at = candidate.start()
        if at < end:
            continue
        match = match_at(text, at)
        if match is not None:
            end = match.end()
            yield match
