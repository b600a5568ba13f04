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


@dataclass(frozen=True, slots=True)
class Anchored:
    """A pattern searched only where its matches can start: ``finditer`` yields exactly what
    ``pattern.finditer`` yields.

    ``starts`` matches one character wherever a match of ``pattern`` can start (or, with
    ``after``, the character just before such a place; the text's start is always tried).
    ``pattern`` never matches the empty string. Each pair is a promise checked by
    ``tests/unit/test_scan_starts.py``. Why: a pattern that begins with a lookbehind or
    ``\\b`` is tried at every position, while ``starts`` begins with a character class the
    regex engine scans for in C; ``match(text, at)`` sees the text before ``at``, so
    lookbehinds and ``\\b`` read as in a whole-text search.
    """

    pattern: re.Pattern[str]
    starts: re.Pattern[str]
    after: bool = False

    def finditer(self, text: str) -> Iterator[re.Match[str]]:
        end = 0
        match_at = self.pattern.match
        candidates = self.starts.finditer(text)
        if self.after:  # the text's start has no character before it: try it first
            first = match_at(text)
            if first is not None:
                end = first.end()
                yield first
            candidates = self.starts.finditer(text, max(0, end - 1))
        after = self.after
        for candidate in candidates:
            at = candidate.end() if after else candidate.start()
            if at < end:
                continue
            match = match_at(text, at)
            if match is not None:
                end = match.end()
                yield match
