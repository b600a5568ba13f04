"""A text prepared once for every extractor: its lower-case twin, its words, its digits.

Extractors consult ``words`` and ``has_digit`` before running a pattern, and match
case-insensitive patterns against ``lower``, which has the same length and offsets as
``text`` (a character whose lower case is longer is kept as it is).
"""

from __future__ import annotations

import re
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
