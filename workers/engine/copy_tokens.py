"""The words of a text as the copy search sees them: tokens with their offsets, word
3-grams, and how much two texts share.

Reads one text (or two); every result is cached per text. Invariants: a token is a run of
word characters or one other non-space character, lower-cased, with its offsets in the
text; punctuation never counts as a word in 3-grams or in a normalised phrase.
"""

from __future__ import annotations

import re
from functools import lru_cache

_TOKEN = re.compile(r"\w+|[^\w\s]")


@lru_cache(maxsize=512)
def text_tokens(text: str) -> tuple[tuple[str, int, int], ...]:
    """(token, start, end) of each token of ``text``, in order."""
    return tuple((m.group(0).lower(), m.start(), m.end()) for m in _TOKEN.finditer(text))


@lru_cache(maxsize=512)
def token_words(text: str) -> tuple[str, ...]:
    """The tokens of ``text`` alone, in order."""
    return tuple(t for t, _, _ in text_tokens(text))


def jaccard(a: str, b: str) -> float:
    """The share of their word 3-grams two texts have in common (0 when either has none)."""
    sa, sb = _shingles(a), _shingles(b)
    if not (sa and sb):
        return 0.0
    shared = len(sa & sb)
    return shared / (len(sa) + len(sb) - shared)  # |a ∪ b|, without building it


@lru_cache(maxsize=512)
def _shingles(text: str) -> frozenset[tuple[str, ...]]:
    """The word 3-grams of ``text`` (punctuation left out)."""
    words = [t for t, _, _ in text_tokens(text) if t[0].isalnum()]
    return frozenset(tuple(words[i : i + 3]) for i in range(max(0, len(words) - 2)))


def norm(phrase: str) -> str:
    """``phrase``'s words, lower-cased, single-spaced, without punctuation."""
    return " ".join(t for t, _, _ in text_tokens(phrase) if t[0].isalnum())
