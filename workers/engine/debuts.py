"""A question about a work's first performance asks for its premiere.

"When did Swan Lake have its first performance?", "When was the play first staged?": a
work's first performance, staging, screening or broadcast is its premiere, and pages
write it so ("Premiere: 4 March 1877", "premiered in 1877"). Such a question's predicate
takes the release class (``predicates.CLASSES``) beside its own words. Only with "first"
right before the performance word: a later performance is no premiere, and in "the first
heart transplant performed" "first" belongs to the transplant.
"""

from __future__ import annotations

from itertools import pairwise

from workers.engine.predicates import matches
from workers.engine.terms import stem

_PERFORMED = frozenset({"perform", "performanc", "stage", "stag", "screen", "broadcast",
                        "show", "shown"})
"""Stems of the words that name a work's being performed or shown."""
_RELEASE = frozenset({"#release"})


def debut_class(words: list[str]) -> frozenset[str]:
    """``{"#release"}`` when the question (its lower-case ``words``) has "first" right
    before a word that names a performance (``_PERFORMED``); empty otherwise."""
    for before, word in pairwise(words):
        if before == "first" and matches(stem(word), _PERFORMED):
            return _RELEASE
    return frozenset()
