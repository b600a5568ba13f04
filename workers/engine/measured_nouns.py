"""What an amount measures, when a sentence lists several: the noun right after it.

"400 g water to 500 g bread flour" for "How much bread flour …?": each amount is followed
by the thing it measures. When one candidate is followed by a word of the question ("500 g
bread flour") and others by words the question does not use ("400 g water", "7 g dried
yeast"), those others measure something else and are no answers. Nothing changes when no
candidate names the question's thing, or when one value stands alone, unless a definite
article or a possessive makes it a noun's modifier: "the 40 cm visitor telescope" measures the
visitor telescope, whatever else the sentence holds.
"""

from __future__ import annotations

import re

from workers.engine.predicates import canonical, matches
from workers.engine.terms import STOPWORDS, stem
from workers.engine.values import Value

_NEXT_WORD = re.compile(r"[^\S\n]*([A-Za-z][A-Za-z-]*)")
_DETERMINER_BEFORE = re.compile(r"\b(?:the|its|their|our|his|her|this|that)[^\S\n]+$",
                                re.IGNORECASE)
_PHYSICAL = frozenset(
    {"length", "mass", "volume", "speed", "temperature", "energy", "charge", "power", "torque"})


def other_things(
    snippet: str, offset: int, candidates: list[Value], words: frozenset[str]
) -> list[Value]:
    """``candidates`` (of ``snippet``, which starts at ``offset`` in its chunk) without those
    followed by a word the question (its content ``words``) does not use, when another is
    followed by one it does."""
    candidates = [v for v in candidates if not _modifies_another(snippet, v, offset, words)]
    if len(candidates) < 2:  # a single value: nothing to tell apart
        return candidates
    marks = [_follows(snippet, v.end - offset, words) for v in candidates]
    if True not in marks or False not in marks:
        return candidates
    return [v for v, mark in zip(candidates, marks, strict=True) if mark is not False]


def _modifies_another(snippet: str, value: Value, offset: int, words: frozenset[str]) -> bool:
    """Is ``value`` a physical measure written before a noun as its modifier, after a
    definite article or a possessive ("the 40 cm visitor telescope", "its 2.4 m mirror"),
    where that noun is no word of the question? It then describes another thing. ("The
    trail is a 42 km waymarked route": an indefinite article says what the subject is.)"""
    if value.field != "quantity" or value.dimension not in _PHYSICAL:
        return False
    at = value.start - offset
    if _DETERMINER_BEFORE.search(snippet, max(0, at - 8), at) is None:
        return False
    return _follows(snippet, value.end - offset, words) is False


def _follows(snippet: str, end: int, words: frozenset[str]) -> bool | None:
    """True when a word of the question follows at once, False when another content word
    does, None when none does (a stop word, punctuation, the end)."""
    match = _NEXT_WORD.match(snippet, end)
    if match is None:
        return None
    word = match.group(1).lower()
    if word in STOPWORDS:
        return None
    return matches(canonical(stem(word)), words)
