"""A what/which question that asks for a code asks for an identifier, not a name.

"Which rate code should agents use …?", "What is the product code for …?", "Which EWC code
goes on …?": the answer is a code ("RC-BRN-14", "OFD-2081", "EWC 20 03 01"), which the
typed identifier field reads and compares; read as a name slot, only a name beside the
question's predicate words would answer, and a code cell of a price list never does.
Reads the question's words only: the noun phrase right after its first "what" or "which"
(past a copula and an article, three words at most) must hold "code" itself.
"""

from __future__ import annotations

_SKIPPED = frozenset("is are was were the a an".split())
_CODE = frozenset({"code", "codes"})
_PHRASE_WORDS = 3


def asks_code(words: list[str]) -> bool:
    """Does the question of lower-case ``words`` ask what or which code?"""
    for index, word in enumerate(words):
        if word in ("what", "which"):
            phrase = [w for w in words[index + 1 : index + 6] if w not in _SKIPPED]
            return not _CODE.isdisjoint(phrase[:_PHRASE_WORDS])
    return False
