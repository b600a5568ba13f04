"""A subject that uses the question's noun as a modifier of a head of its own.

"How much is adult annual membership?" is not answered by "a replacement membership card is
£3", nor "How long should on-call wait after lag alarms before failing over?" by "Lag alarm
threshold is 30 seconds": the sentence opens on a subject of two or three words right before
a form of "be" or a modal, its last word (the head) is no word of the question, and the word
before the head is one the question ends a noun phrase with (written just before a stop
word: "membership at", "alarms before"). The question's noun there names what the
subject's head belongs to; the values are the head's.

Shape only: a salutation ("Hi Carl, "), a clause number and an article may come first; a
head that is a stop word, a possessive or an attribute's name ("fee", "price") keeps the
sentence on the question's topic (``foreign_subjects.always_of_question``), as does a head
naming an amount of its modifier ("CPD allowance") or extending a word of the question ("First
timers" for a first-time flight); a question's last word (no stop word after it: "… for the
Search API?") is never read as a noun it ends.
Invariant: a sentence whose head is a word of the question, or whose verb is no auxiliary, is
never set aside. Pure; memoised per text and per question.
"""

from __future__ import annotations

import re
from itertools import pairwise

from workers.engine.foreign_subjects import (
    SALUTATION_AND_NUMBER,
    always_of_question,
    subject_stems,
)
from workers.engine.query_memo import per_query
from workers.engine.terms import STOPWORDS, stem
from workers.engine.text_memo import per_text

_OPENING = re.compile(
    rf"{SALUTATION_AND_NUMBER}(?:(?:the|a|an|our|your)[^\S\n]+)?"
    r"(?P<words>[A-Za-z][\w'-]*(?:[^\S\n]+[A-Za-z][\w'-]*){1,2})[^\S\n]+"
    r"(?:is|are|was|were|must|may|can|will|shall|should|has|have)\b", re.IGNORECASE)
"""An opening subject of two or three words and its auxiliary verb."""
_WORD = re.compile(r"[a-z0-9]+")
_AMOUNTS = frozenset(stem(w) for w in
                     "allowance entitlement quota allocation budget amount number total".split())
"""Heads that measure their modifier rather than name a thing of their own: "your CPD
allowance is three days" answers how many CPD days."""


@per_query
def _phrase_ends(query: str) -> frozenset[str]:
    """Stems of the question's words that a stop word follows (a noun phrase's last word)."""
    words = _WORD.findall(query.lower())
    return frozenset(stem(w) for w, after in pairwise(words)
                     if w not in STOPWORDS and after in STOPWORDS)


@per_query
def _question_words(query: str) -> frozenset[str]:
    return frozenset(stem(w) for w in _WORD.findall(query.lower()))


@per_text
def _subject(snippet: str) -> tuple[str, str] | None:
    """(modifier, head) of ``snippet``'s opening subject, lower case; None without one."""
    found = _OPENING.match(snippet)
    if found is None:
        return None
    words = [w.lower().strip("'-") for w in found.group("words").split()]
    if any(always_of_question(w) for w in words):
        return None
    return words[-2], words[-1]


def modified_subject(snippet: str, query: str) -> str:
    """``"subject:<head>"`` when ``snippet``'s subject puts the question's noun before a head
    of its own (``modifier_subjects``); "" otherwise."""
    found = _subject(snippet)
    if found is None:
        return ""
    modifier, head = found
    asked, heads = _question_words(query), set(subject_stems(head))
    if not heads.isdisjoint(asked) or heads & _AMOUNTS \
            or any(h.startswith(w) for h in heads for w in asked if len(w) > 3) \
            or stem(modifier) not in _phrase_ends(query):
        return ""  # the question's head, an amount of the modifier, or a word of its family
    return f"subject:{stem(head)}"
