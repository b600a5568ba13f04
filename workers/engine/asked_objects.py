"""The nouns of the thing a *who* question's verb acts on: they name the thing, no role.

"Who wrote Ring of Bright Water, the otter memoir?" asks for a writer; "otter" and "memoir"
say what was written. A row labelled "Otter:" beside an "Author:" row names no writer
(``role_rows``), a list headed "Famous shark scientists:" (for "Who first described the whale
shark?") no describer (``named``), though each writes a predicate word; nor is a capitalised
"Center" in "Space Center Houston" (for "Who is the mission control center in Houston named
after?") a verb a name could be the doer of. Two shapes are read:

- active, "Who/Which X [adverb] <verb> <object>?": the object's words after the verb;
- passive, "Who is/was <thing> <participle> [by/after/for]?": the thing's words.

Invariant: only lower-case content words (no name, no stop word) are returned, as canonical
stems (``predicates.canonical_word``); a question of no such shape ("Who was the architect
of …?", "Who did … marry?") has none, so every reading of it is left as it was. Pure;
memoised per question.
"""

from __future__ import annotations

import re

from workers.engine.predicates import canonical_word
from workers.engine.query_memo import per_query
from workers.engine.terms import STOPWORDS, stem

_AUXILIARIES = frozenset(
    "is are was were be been did does do has have had can could will would should may might "
    "must".split())
_ACTIVE = re.compile(
    r"[^\S\n]*(?:who|(?:which|what)[^\S\n]+(?P<noun>[a-z]+))[^\S\n]+"
    r"(?:(?:first|originally|initially|actually|really|also|later|once)[^\S\n]+)?"
    r"(?P<verb>[a-z][a-z'-]*)\b(?P<rest>[^?]*)", re.IGNORECASE)
_PASSIVE = re.compile(
    r"[^\S\n]*who(?:m)?[^\S\n]+(?:is|was|were|are)[^\S\n]+"
    r"(?P<rest>(?:(?!\bto\b)[^?])+?)[^\S\n]+"
    r"(?:first[^\S\n]+|originally[^\S\n]+)?[a-z]+(?:ed|en|wn|lt|ght|nt)"
    r"(?:[^\S\n]+(?:by|after|for))?[^\S\n]*\?", re.IGNORECASE)
_WORD = re.compile(r"[A-Za-z][A-Za-z'-]*")


@per_query
def asked_objects(query: str) -> frozenset[str]:
    """The canonical stems of the lower-case content words naming the thing a who question
    acts on (module docstring); empty when the question has neither shape."""
    passive = _PASSIVE.match(query)
    if passive is not None:
        rest = passive.group("rest")
    else:
        active = _ACTIVE.match(query)
        if active is None or active.group("verb").lower() in _AUXILIARIES | STOPWORDS \
                or (active.group("noun") or "").lower() in _AUXILIARIES | STOPWORDS:
            return frozenset()
        rest = active.group("rest")
    return frozenset(
        canonical_word(w) for w in _WORD.findall(rest)
        if w[:1].islower() and w not in STOPWORDS and stem(w) not in STOPWORDS and len(w) > 2)


AGENT_ENDINGS = ("ers", "ors", "ists", "er", "or", "ist", "r", "rs")


def names_thing(word: str, term: str, objects: frozenset[str]) -> bool:
    """Is ``word`` (a predicate hit of ``term``) only a noun of the asked thing: ``term`` is
    one of ``objects`` and the word is no agent noun made from it ("printers" of "print" for
    "Who invented printing?" names the role)?"""
    if term not in objects:
        return False
    lowered = word.lower().rstrip(".,;:")
    tail = lowered[len(term):] if lowered.startswith(term) else ""
    return tail not in AGENT_ENDINGS or not tail
