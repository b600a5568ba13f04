"""A named owner's count, for a "How many …" question that asks no "have".

"How many locks climb the Orle Hill flight?" counts the subject's locks; a clause opening on
a proper name of its own, then "has" and the count ("Nearby: Brindle has 5 locks; …"), says
another named thing has that many. ``rival_owners`` reads the same clause for a "does X
have?" question, whose owner the question names; this module reads it for the other count
questions, only when the owner is a capitalised name none of whose words the question
writes (a pronoun, a determiner or a common noun opening the clause is no owner here).
Reads one sentence before its first value. Pure.
"""

from __future__ import annotations

import re

from workers.engine.subject_phrases import FUNCTION_WORDS, REFERS_BACK
from workers.engine.terms import stem

_COUNT_QUESTION = re.compile(r"\W*how[^\S\n]+many\b", re.IGNORECASE)
_HAVE_QUESTION = re.compile(r"\b(?:does|do|did)\s+[^?]{2,60}?\s+have\b", re.IGNORECASE)
_NAMED_HAS = re.compile(
    r"(?:^|(?<=[.;:!?—–·])[^\S\n]*)(?:The[^\S\n]+)?"
    r"((?:[A-Z][a-z][\w'’-]*[^\S\n]+){0,3}[A-Z][a-z][\w'’-]*)[^\S\n]+(?:has|have|had)"
    r"[^\S\n]+(?:only[^\S\n]+|just[^\S\n]+|about[^\S\n]+)?(?=\d|(?:two|three|four|five|six"
    r"|seven|eight|nine|ten|eleven|twelve)\b)")
"""A clause opening on a capitalised name, then "has" and a number: "Brindle has 5 locks"."""
_WORD = re.compile(r"[\w'’-]+")
_NO_NAME = REFERS_BACK | FUNCTION_WORDS | frozenset(
    "our your my each every some any no nearby today".split())
"""Capitalised words that open a sentence without naming a thing of its own."""


def _stems(text: str) -> frozenset[str]:
    return frozenset(stem(w.lower().removesuffix("'s").removesuffix("’s"))
                     for w in _WORD.findall(text))


def named_owner(snippet: str, query: str, until: int) -> str:
    """"rival:<name>" for a clause that, before ``until`` (the first value), opens on a
    capitalised name of one to four words, none a word of ``query`` nor a pronoun or
    determiner, right before "has" / "have" / "had" and a number, when ``query`` asks
    "How many …" without "does … have"; "" otherwise. Invariant: a clause writing a word
    of the question in its owner is never read so."""
    if _COUNT_QUESTION.match(query) is None or _HAVE_QUESTION.search(query):
        return ""
    asked = _stems(query)
    for found in _NAMED_HAS.finditer(snippet, 0, until + 1):
        name = found.group(1)
        words = name.split()
        if words[0].lower() in _NO_NAME or not _stems(name).isdisjoint(asked):
            continue
        return "rival:" + "-".join(w.lower() for w in words)
    return ""


def counts_any(query: str) -> bool:
    """Does ``query`` ask "How many …" without "does … have" (``named_owner`` reads it)?"""
    return _COUNT_QUESTION.match(query) is not None and _HAVE_QUESTION.search(query) is None
