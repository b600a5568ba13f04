"""An equation's total is no part of it: "365 days = 12 × 30 + 5, so the last month takes
the leftover 5 days".

A value that "=" and a sum or product of numbers follow states the whole a reckoning splits
up; a sentence that goes on, past the reckoning, to state a value of its own draws that value
from the whole: the value after it is the sentence's answer, the total is context. A total
stays a candidate when no value stands after the reckoning ("… = 12 × 30 + 5 days" is still
the total's sentence), and a reckoning without an operator ("1 mile = 1.6 km") is a
conversion, left to ``precision``.

A conversion scaled from a multiple ("So 2 tablespoons = 6 teaspoons") states no measure
of one unit: for a question naming that unit ("How many teaspoons are in a tablespoon?"),
the value after "=" with a count other than one before it is an example's figure.
"""

from __future__ import annotations

import re

from workers.engine.predicates import canonical
from workers.engine.terms import stem
from workers.engine.values import Value

_RECKONING = re.compile(
    r"[^\S\n]*=[^\S\n]*(?:\d+(?:[.,]\d+)*+[^\S\n]*[×x*+−-][^\S\n]*)++\d+(?:[.,]\d+)*+"
    r"(?!\d|[^\S\n]*[A-Za-z×*+−-])"
)
"""'=' and numbers joined by operators, to the reckoning's end: the last number bare (no
unit nor operator after it)."""


_MULTIPLE_BEFORE = re.compile(
    r"(?<![\w.,])(?P<n>\d+(?:\.\d+)?|[½¼¾]|two|three|four|five|six|seven|eight|nine|ten|twelve"
    r"|half[^\S\n]+an?)[^\S\n]+(?P<unit>[A-Za-z][\w-]*)[^\S\n]*=[^\S\n]*$", re.IGNORECASE)
"""Right before a value: a count other than one of some unit, and "=" ("2 tablespoons = ")."""


def without_totals(snippet: str, offset: int, candidates: list[Value],
                   words: frozenset[str] = frozenset()) -> list[Value]:
    """``candidates`` (values of ``snippet``, which starts at ``offset`` in its chunk)
    without those an operator reckoning follows ("365 days = 12 × 30 + 5") when another
    candidate stands after that reckoning, and without the right side of a conversion
    scaled from a multiple of a unit the question names (``words``, its canonical stems:
    "2 tablespoons = 6 teaspoons" for "How many teaspoons are in a tablespoon?");
    ``candidates`` unchanged otherwise."""
    if "=" not in snippet:
        return candidates
    candidates = [v for v in candidates if not _scaled(snippet, v.start - offset, words)]
    if len(candidates) < 2:
        return candidates
    kept = list(candidates)
    for value in candidates:
        reckoning = _RECKONING.match(snippet, value.end - offset)
        if reckoning is not None and any(
                other.start - offset >= reckoning.end() for other in candidates):
            kept.remove(value)
    return kept


def _scaled(snippet: str, start: int, words: frozenset[str]) -> bool:
    """Does "=" with a count other than one of a unit of ``words`` stand right before
    ``start``?"""
    found = _MULTIPLE_BEFORE.search(snippet, max(0, start - 40), start)
    return found is not None and found["n"].lower() not in ("1", "1.0", "one") \
        and canonical(stem(found["unit"].lower())) in words
