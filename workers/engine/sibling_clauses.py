"""A value in a sibling clause, governed by another verb than the asked predicate's.

The reading splits a sentence at semicolons, so each half is read as a sentence of its own:
"312 hikers signed up for the first Fennick Trail race; only 98 reached the summit" for
"How many hikers reached the summit …?" gives "312 hikers signed up …", which carries
"hikers" (the counted noun) but not "reached", and "only 98 reached the summit", which carries
the asked event. The first half's value belongs to its own verb ("signed up"), the second
half's to the asked one; so the first answers only when the second states no value at all.
Likewise "the mill was opened in 1871; his first mill was at Carrow, 1850" gives 1850 to
"was", not to the asked opening.

A half (a piece of a sentence between semicolons) answers nothing when a neighbouring piece
of the same sentence carries every predicate word it carries and more (the noun a "how many"
question counts aside), writes a number, and it has a verb of its own that is no predicate
word (a "have" question's "has" is its own verb, no other). A piece that carries a predicate
word the other lacks ("the trophy, first contested in 1902" beside "a revival night for the
trophy draws 300") keeps its own answer, and so does a piece whose subject is its own value
("…; seven minutes is the limit": ``value_subjects``), which continues the piece before it.

Pure: reads the chunk text around the piece only.
"""

from __future__ import annotations

import re

from workers.engine.numbers import NUMBER_WORDS
from workers.engine.predicate_words import predicate_hits
from workers.engine.predicates import PAST_FORMS
from workers.engine.questions import Slot
from workers.engine.value_subjects import continues_before

_END = re.compile(r"[.!?](?=\s)|\n")
"""Where a sentence ends (a semicolon only joins its pieces)."""
_WORD = re.compile(r"[A-Za-z]+")
_NUMBER = re.compile(r"\d")
_BE_HAVE = frozenset("was were is are has have had".split())
_HAVE_FORMS = frozenset("has have had".split())
_HAVE = re.compile(r"\b(?:has|have|had)\b", re.IGNORECASE)
"""The verb of a "How many bells does the carillon have?" question: the answer's own verb
too ("it has only 23 bells; the Ashby carillon has over 40")."""
_NOT_VERBS = frozenset("hundred indeed need speed seed feed red bed shed united limited "
                       "based aged".split())


def answered_beside(text: str, start: int, end: int, slot: Slot, question: str) -> bool:
    """Does the piece ``text[start:end]`` leave the answer to a neighbouring piece of its
    sentence (module docstring)? Only a piece joined to another by a semicolon can."""
    own = text[start:end]
    pieces = [p for p in (_before(text, start), _after(text, end)) if p]
    if not pieces or continues_before(text[:start], own):  # "…; seven minutes is the limit"
        return False
    asked = slot.predicate - {slot.counted}
    own_terms = asked & {term for _, _, term in predicate_hits(own, slot.predicate, slot.words)}
    if not _own_verb(own, slot, _HAVE.search(question) is not None):
        return False
    for piece in pieces:
        terms = {term for _, _, term in predicate_hits(piece, slot.predicate, slot.words)}
        if own_terms < terms & asked and _writes_number(piece):
            return True
    return False


def _before(text: str, start: int) -> str:
    """The piece before ``start`` when a semicolon joins it to the one at ``start``."""
    head = text[:start].rstrip()
    if not head.endswith(";"):
        return ""
    body = head[:-1]
    ends = [m.end() for m in _END.finditer(body)] + [body.rfind(";") + 1]
    return body[max(ends):]


def _after(text: str, end: int) -> str:
    """The piece after ``end`` when the piece ending there ends with a semicolon."""
    if not text[:end].rstrip().endswith(";"):
        return ""
    tail = text[end:]
    stop = _END.search(tail)
    piece = tail[: stop.start() if stop is not None else len(tail)]
    semi = piece.find(";")
    return piece[:semi] if semi >= 0 else piece


def _own_verb(piece: str, slot: Slot, asks_have: bool) -> bool:
    """Does ``piece`` have a verb that is no word of the asked predicate (a past form, an
    "-ed" form, or a form of "be" / "have"; not "have" when the question asks with it)?"""
    hit_words = {piece[s:e].lower() for s, e, _ in predicate_hits(piece, slot.predicate)}
    for match in _WORD.finditer(piece):
        word = match.group(0).lower()
        if word in hit_words or word in _NOT_VERBS or (asks_have and word in _HAVE_FORMS):
            continue
        if word in PAST_FORMS or word in _BE_HAVE or (len(word) >= 5 and word.endswith("ed")):
            return True
    return False


def _writes_number(piece: str) -> bool:
    """Does ``piece`` write a number, in digits or spelled?"""
    return _NUMBER.search(piece) is not None or any(
        w.lower() in NUMBER_WORDS for w in _WORD.findall(piece))
