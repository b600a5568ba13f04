"""A value told of another item of a series than the one the question asks about.

"Who was Grover Cleveland's vice president during his first term?" asks about the first
term; "His second-term vice president was Adlai Stevenson" answers for the second. The
question writes an ordinal before a noun ("first term", "third season", "2nd album"); a
sentence that writes another ordinal before the same noun ("second-term", "the fourth
season"), and never the question's own pair, speaks of another item of the series. So does
a sentence naming the asked thing's predecessor or successor ("the ICJ's predecessor, began
with 11 judges", "the successor to the Model T"), unless the question asks about one.
``same_item_only`` sets such a member aside unless a member that does not gives the same
value: it may repeat an answer, never bring a value of its own into the dispute.

Invariants: only for an open-web group (``passing_values.open_web``); a member stating none
of the answering fields is kept; order is kept; nothing is added. Pure.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from schemas.types import FieldType
from workers.engine.members import Member
from workers.engine.passing_values import open_web
from workers.engine.query import QueryView
from workers.engine.query_memo import per_query
from workers.engine.repeat_only import sentences_set_aside
from workers.engine.terms import stem

_ORDINALS = ("first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth",
             "ninth", "tenth")
_ORDINAL_NOUN = re.compile(
    r"\b(?P<ordinal>" + "|".join(_ORDINALS) + r"|(?:[1-9]|10)(?:st|nd|rd|th))"
    r"[^\S\n]*[-–]?[^\S\n]*(?P<noun>[a-z][a-z'-]+)", re.IGNORECASE)
"""An ordinal before a noun: "first term", "second-term", "3rd album"."""
_KIN = re.compile(
    r"(?:'s|’s)[^\S\n]+(?:immediate[^\S\n]+)?(?:predecessor|successor|forerunner|precursor)s?\b"
    r"|\b(?:predecessor|successor|forerunner|precursor)s?[^\S\n]+(?:of|to)\b", re.IGNORECASE)
"""The asked thing's predecessor or successor named: "the ICJ's predecessor", "successor to"."""
_KIN_ASKED = re.compile(r"\b(?:predecessor|successor|forerunner|precursor)s?\b", re.IGNORECASE)


def same_item_only(
    members: Sequence[Member], query: QueryView, fields: Sequence[FieldType],
    tolerance: dict[str, float],
) -> tuple[Member, ...]:
    """``members`` without those telling of another item of the asked series (module
    docstring)."""
    asked = _asked_pairs(query.text)
    kin = _KIN_ASKED.search(query.text) is None
    if (not asked and not kin) or len(members) < 2 or not all(open_web(m) for m in members):
        return tuple(members)
    return sentences_set_aside(members, fields, tolerance,
                               lambda sentence: _other_item(sentence, asked, kin))


@per_query
def _asked_pairs(query: str) -> frozenset[tuple[str, str]]:
    """The (ordinal, noun stem) pairs a question writes ("first term" → ("1", "term"))."""
    return frozenset(_pairs(query))


def _pairs(text: str) -> set[tuple[str, str]]:
    return {(_rank(m["ordinal"]), stem(m["noun"].lower())) for m in _ORDINAL_NOUN.finditer(text)}


def _rank(ordinal: str) -> str:
    word = ordinal.lower()
    return str(_ORDINALS.index(word) + 1) if word in _ORDINALS else word[:-2]


def _other_item(sentence: str, asked: frozenset[tuple[str, str]], kin: bool = False) -> bool:
    """Does ``sentence`` write another ordinal before a noun the question orders, and never
    the question's own pair, or (with ``kin``) name a predecessor or successor?"""
    if kin and _KIN.search(sentence):
        return True
    if not asked:
        return False
    said = _pairs(sentence)
    if said & asked:
        return False
    nouns = {noun: rank for rank, noun in asked}
    return any(noun in nouns and rank != nouns[noun] for rank, noun in said)
