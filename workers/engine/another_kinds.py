"""A sentence that names another thing of the asked kind by the word "another".

"On what date was the East Indiaman Grosvenor wrecked?" is not answered by "The Dodington,
another East Indiaman, was wrecked on Bird Island in 1755": "another" before the question's
own noun says the sentence is about a second thing of that kind. Invariant: only when
"another" stands at most two words before a content word of the question, before the
sentence's first value (``until``), and only when the question itself never writes
"another" ("… exchange a blazer for another size?" asks about that other one), and never
after a preposition ("drop-off to another UK branch": the other one is where the asked thing
goes, not what the sentence is about); "another 5 km" or "another time" names no thing of
the asked kind and is never read.

Pure; the question's stems are memoised per query (``contrast_subjects.question_stems``).
"""

from __future__ import annotations

import re

from workers.engine.contrast_subjects import question_stems
from workers.engine.terms import STOPWORDS, stem

_ANOTHER = re.compile(r"\banother[^\S\n]+((?:[\w'’-]+[^\S\n]+){0,2}[\w'’-]+)", re.IGNORECASE)
_WORD = re.compile(r"[a-z0-9]+")
_PREPOSITION_BEFORE = re.compile(
    r"\b(?:to|for|from|with|into|at|in|on|by|between|than|of)[^\S\n]+$", re.IGNORECASE)
_ANOTHER_WORD = re.compile(r"\banother\b", re.IGNORECASE)


def another_kind(snippet: str, query: str, until: int | None = None) -> str:
    """"rival:another-<word>" when, before ``until``, ``snippet`` writes "another" before a
    content word of the question (module docstring); else ""."""
    if "nother" not in snippet or _ANOTHER_WORD.search(query) is not None:
        return ""
    asked = question_stems(query)
    for found in _ANOTHER.finditer(snippet, 0, len(snippet) if until is None else until):
        if _PREPOSITION_BEFORE.search(snippet, max(0, found.start() - 10), found.start()):
            continue
        for word in _WORD.findall(found.group(1).lower()):
            if word not in STOPWORDS and not word.isdigit() and stem(word) in asked:
                return f"rival:another-{word}"
    return ""
