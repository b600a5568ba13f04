"""Another named thing of a named owner the question writes: "Pixar's Purl" for Bao.

A question may name its thing beside its owner, in capitalised words apart ("Who directed
the Lumen Studios short film Kettle?"). A sentence that, before its first value, writes the
owner in the possessive followed by a name of one to three capitalised words, none of them a
word of the question ("Lumen Studios' Ember, directed by Ola Brandt, …"), and that never
writes the question's other capitalised words (the thing's own name, "Kettle"), is about
that other thing of the owner: its values are that thing's. The answer's own name, written
as the owner's ("Lumen's Ola Brandt directed it"), stands at the first value and is never
read here. Invariant: a question with fewer than two capitalised words apart from its first
word, or a sentence writing any of its non-owner capitalised words, is never read so. Pure.
"""

from __future__ import annotations

import re

from workers.engine.accents import folded
from workers.engine.query_memo import per_query
from workers.engine.terms import STOPWORDS

_CAP = r"[A-Z][\w-]*"
_OWNED = re.compile(
    rf"(?<![\w'’])({_CAP})(?:['’]s|['’])[^\S\n]+({_CAP}(?:[^\S\n]+{_CAP}){{0,2}})")
"""A capitalised owner in the possessive and the capitalised name after it."""
_WORD = re.compile(r"[A-Za-z][\w'’-]*")


@per_query
def _question(query: str) -> tuple[frozenset[str], frozenset[str]]:
    """The question's capitalised words past its first (folded, no stop words) and all its
    words (folded)."""
    words = [w.strip("'’") for w in _WORD.findall(query)]
    caps = frozenset(folded(w).lower() for w in words[1:]
                     if w[:1].isupper() and w.lower() not in STOPWORDS)
    return caps, frozenset(folded(w).lower() for w in words)


def owned_fork(snippet: str, query: str, until: int) -> str:
    """"rival:owned-<owner>-<name>" when, before ``until``, ``snippet`` writes one of the
    question's capitalised words in the possessive and another name after it, and none of
    the question's other capitalised words (module docstring); else ""."""
    caps, words = _question(query)
    if len(caps) < 2 or ("'" not in snippet and "’" not in snippet):
        return ""
    for found in _OWNED.finditer(snippet, 0, until):
        owner = folded(found.group(1)).lower()
        named = [folded(w).lower() for w in found.group(2).split()]
        if owner not in caps or found.end(2) > until or any(
                w in words or w in STOPWORDS for w in named):
            continue
        written = {folded(w).lower() for w in _WORD.findall(snippet)}
        if written.isdisjoint(caps - {owner}):
            return f"rival:owned-{owner}-{'-'.join(named)}"
    return ""
