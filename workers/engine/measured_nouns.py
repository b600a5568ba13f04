"""What an amount measures, when a sentence lists several: the noun right after it.

"400 g water to 500 g bread flour" for "How much bread flour …?": each amount is followed
by the thing it measures. When one candidate is followed by a word of the question ("500 g
bread flour") and others by words the question does not use ("400 g water", "7 g dried
yeast"), those others measure something else and are no answers. Nothing changes when no
candidate names the question's thing, or when one value stands alone.
"""

from __future__ import annotations

import re

from workers.engine.predicates import canonical, matches
from workers.engine.terms import STOPWORDS, stem
from workers.engine.values import Value

_NEXT_WORD = re.compile(r"[^\S\n]*([A-Za-z][A-Za-z-]*)")


def other_things(
    snippet: str, offset: int, candidates: list[Value], words: frozenset[str]
) -> list[Value]:
    """``candidates`` (of ``snippet``, which starts at ``offset`` in its chunk) without those
    followed by a word the question (its content ``words``) does not use, when another is
    followed by one it does."""
    if len(candidates) < 2:  # a single value: nothing to tell apart
        return candidates
    marks = [_follows(snippet, v.end - offset, words) for v in candidates]
    if True not in marks or False not in marks:
        return candidates
    return [v for v, mark in zip(candidates, marks, strict=True) if mark is not False]


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
