"""A what/which question that asks for a code asks for an identifier, not a name.

"Which rate code should agents use …?", "What is the product code for …?", "Which EWC code
goes on …?": the answer is a code ("RC-BRN-14", "OFD-2081", "EWC 20 03 01"), which the
typed identifier field reads and compares; read as a name slot, only a name beside the
question's predicate words would answer, and a code cell of a price list never does.
Reads the question's words only: the noun phrase right after its first "what" or "which"
(past a copula and an article, three words at most) must hold "code" itself, or "ID" or
"identifier" ("Which queue ID do P1 tickets go to?" is answered by "HD-Q7", no name), or a
register's number ("What is the policy number of …?", ``_NUMBERED``).
"""

from __future__ import annotations

from itertools import pairwise

_SKIPPED = frozenset("is are was were the a an".split())
_CODE = frozenset({"code", "codes", "id", "ids", "identifier", "identifiers"})
_CODED = frozenset({"form", "forms", "model", "models"})
"""Things a workplace names by a code ("form QF-12", "the XR-200 model"): which one is asked
is answered by the code, unless the noun heads an "of" phrase ("which form of payment",
"what model of car": a kind, a name)."""
_NUMBERED = frozenset(
    """part account order reference serial catalogue catalog flight vendor policy invoice
    accreditation registration licence license certificate permit membership""".split())
"""Nouns whose "number" is a code a register gives ("policy number", "part number"): asked,
it is an identifier, as ``asked._CODE`` reads it, never a name."""
_PHRASE_WORDS = 3


def asks_code(words: list[str]) -> bool:
    """Does the question of lower-case ``words`` ask what or which code (or which coded
    thing: ``asks_coded``)?"""
    phrase = _asked_phrase(words)
    return asks_coded(words) or not _CODE.isdisjoint(phrase[:_PHRASE_WORDS]) or any(
        first in _NUMBERED and second in ("number", "no")
        for first, second in pairwise(phrase[:_PHRASE_WORDS]))


def asks_coded(words: list[str]) -> bool:
    """Does the question of lower-case ``words`` ask which form or model (``_CODED``), a
    thing named by its code? The noun must head the words right after "what" / "which"
    (two at most, before any copula: "Which router model comes …", not "Under which number
    is the Acme Models …")."""
    for index, word in enumerate(words):
        if word in ("what", "which"):
            head = words[index + 1 : index + 3]
            return any(w in _CODED and words[index + 2 + at : index + 3 + at] != ["of"]
                       for at, w in enumerate(head)
                       if _SKIPPED.isdisjoint(head[: at + 1]))
    return False


def _asked_phrase(words: list[str]) -> list[str]:
    """The words after the question's first "what" or "which", past copulas and articles."""
    for index, word in enumerate(words):
        if word in ("what", "which"):
            return [w for w in words[index + 1 : index + 6] if w not in _SKIPPED]
    return []
