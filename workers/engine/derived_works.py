"""A work derived from the question's: "Back to the Rock, the 2022 revival of Fraggle Rock, …".

A revival, remake, reboot, sequel, prequel, spin-off, adaptation or continuation of a work
is another work, with its own dates and makers. A sentence that, before its first value,
writes such a noun, then "of" (past at most an article) and one of the question's own
capitalised names, and never writes that name (its whole run of capitalised words) earlier,
states the derived work's values: it is the sentence's subject or set beside it ("The
revival of Fraggle Rock premiered in 2022", "Back to the Rock, the Apple TV+ revival of
Fraggle Rock, premiered in 2022").
Invariant: a sentence writing the question's name before the derived noun ("Fraggle Rock
premiered in 1983; its revival of …"), a question with no capitalised name past its first
word, or a derived noun after the first value, is never read so. Pure.
"""

from __future__ import annotations

import re

from workers.engine.query_memo import per_query
from workers.engine.terms import STOPWORDS

_DERIVED = re.compile(
    r"\b(revival|remake|reboot|sequel|prequel|spin-?off|adaptation|continuation)s?"
    r"[^\S\n]+of[^\S\n]+(?:(?:the|a|an)[^\S\n]+)?", re.IGNORECASE)
"""A derived work's noun and "of" before what it derives from."""
_WORD = re.compile(r"[A-Za-z][\w'’-]*")
_RUN = re.compile(r"[A-Z][\w'’-]*(?:[^\S\n]+[A-Z][\w'’-]*)*")
"""The capitalised name after "of": the work derived from."""


@per_query
def _names(query: str) -> frozenset[str]:
    """The question's capitalised words past its first (lower case, no stop words)."""
    words = _WORD.findall(query)
    return frozenset(w.lower() for w in words[1:]
                     if w[:1].isupper() and w.lower() not in STOPWORDS)


def derived_work(snippet: str, query: str, until: int) -> str:
    """"rival:derived-<noun>" when, before ``until``, ``snippet`` calls its subject a work
    derived from the question's named one, first naming it there (module docstring)."""
    names = _names(query)
    if not names:
        return ""
    for found in _DERIVED.finditer(snippet, 0, until):
        run = _RUN.match(snippet, found.end())
        if run is None or run.group(0).split()[0].lower() not in names:
            continue
        if run.group(0).lower() not in snippet[:found.start()].lower():
            return f"rival:derived-{found.group(1).lower()}"
    return ""
