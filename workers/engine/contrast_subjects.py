"""A clause's subject set "by contrast" against the question's: its values are its own.

"How many strings does a cello have?" is not answered by "a viola, by contrast, has four
strings too" nor "the double bass, in comparison, stands 1.8 m": a clause whose subject (an
article and up to four words) is followed by ", by contrast," / ", in contrast," / ", by
comparison," / ", in comparison," introduces another thing to compare with. When that subject
writes no content word of the question, the sentence states the compared thing's values.
Invariant: a subject the question writes ("the cello, by contrast, …") is never set aside,
and a sentence without the cue is never read.

Pure; the question's terms are memoised per query.
"""

from __future__ import annotations

import re

from workers.engine.query_memo import per_query
from workers.engine.terms import STOPWORDS, stem

_CUE = re.compile(
    r"(?:^|(?<=[.;:!?—–])[^\S\n]*|\b(?:and|but|while|whereas)[^\S\n]+)"
    r"(?P<subject>(?:the|a|an)[^\S\n]+(?:[\w'’-]+[^\S\n]+){0,3}[\w'’-]+)"
    r"[^\S\n]*,[^\S\n]*(?:by|in)[^\S\n]+(?:contrast|comparison)[^\S\n]*,", re.IGNORECASE)
_WORD = re.compile(r"[a-z0-9]+")


def contrasted_subject(snippet: str, query: str, until: int | None = None) -> str:
    """"rival:contrast-<words>" when, before ``until``, a clause of ``snippet`` opens on a
    subject the question does not write, set "by contrast" (module docstring); else ""."""
    if "contrast" not in snippet and "comparison" not in snippet:
        return ""
    asked = question_stems(query)
    for found in _CUE.finditer(snippet, 0, len(snippet) if until is None else until):
        words = [w for w in _WORD.findall(found["subject"].lower()) if w not in STOPWORDS]
        if words and not any(stem(w) in asked for w in words):
            return f"rival:contrast-{'-'.join(words)}"
    return ""


@per_query
def question_stems(query: str) -> frozenset[str]:
    """The stems of the question's words but stop words (shared with ``possessed_things``)."""
    return frozenset(stem(w) for w in _WORD.findall(query.lower()) if w not in STOPWORDS)
