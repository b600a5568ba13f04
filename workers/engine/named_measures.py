"""Named measures: a measure that is part of the question's own subject name is a name.

"How tall are the hurdles in the men's 110 metres hurdles?" names a race by a length: "110 m
hurdles" in a text names that race again, never a height of 110 m. A question's measure (a
number with a unit, any dimension but a count) after an article, a possessive or a
capitalised word and right before a word of its own ("the men's 110 metres hurdles", "the
50 km walk") is a name part; a text's quantity with the same dimension and magnitude (in any
unit spelling: "110 m", "110 metres") right before a word with the same stem states no
measure of anything and is dropped. A value followed by another word ("110 m from the
start"), a range, or a question's measure as a predicate or a condition ("Is the tower 110 m
tall?", "less than 48 hours before …": ``_PREDICATE``, ``_NAME_OPENER``) are left alone.
Pure; claims are replaced, never mutated.
"""

from __future__ import annotations

import re
from functools import lru_cache

from schemas.types import FieldType
from workers.engine.claims import Claim
from workers.engine.fields.quantity import reread_prefix
from workers.engine.kept_values import kept
from workers.engine.terms import stem
from workers.engine.values import Value

_NUMBER = re.compile(r"(?<![\w.,])\d[\d,]*(?:\.\d+)?")
_NEXT_WORD = re.compile(r"[^\S\n]*(?:-[^\S\n]*)?([A-Za-z][A-Za-z'’-]*)")
_PREDICATE = frozenset(
    "tall high wide long deep thick heavy big large old away off of in on at to for from "
    "and or the a an by per with than across above below over under up down is are was "
    "were before after ago earlier later early late ahead since until till into onto "
    "through between within around about more less longer shorter higher lower apart "
    "left".split())
"""Words after a measure that make it a predicate or a phrase ("110 m tall", "110 m of
track", "48 hours before it starts"), never part of a name."""
_NAME_OPENER = re.compile(r"(?:\b(?:the|a|an)|\w['’]s|s['’]|[A-Z]\w*)[^\S\n]+$")
"""What a named measure follows in the question: an article, a possessive or a capitalised
word ("the 50 km walk", "the men's 110 metres hurdles"); "less than 48 hours" is a
condition, no name."""


def _name_word(text: str, end: int) -> str | None:
    """The stem of the word right after ``end`` in ``text`` (a hyphen allowed between),
    when it can continue a name (not ``_PREDICATE``), else ``None``."""
    match = _NEXT_WORD.match(text, end)
    if match is None:
        return None
    word = match.group(1).lower()
    return None if word in _PREDICATE else stem(word)


@lru_cache(maxsize=256)
def query_name_measures(query: str) -> frozenset[tuple[str, float, str]]:
    """The measures ``query`` writes as part of a name: (dimension, magnitude rounded, stem
    of the word after it), for every number with a unit (no count) after an article, a
    possessive or a capitalised word (``_NAME_OPENER``) and before a name word."""
    out = set()
    for match in _NUMBER.finditer(query):
        value = reread_prefix(query[match.start():])
        if value is None or value.field != "quantity" or value.low is not None \
                or value.magnitude is None or not value.dimension \
                or value.dimension.startswith(("count:", "rate:")):
            continue
        word = _name_word(query, match.start() + len(value.surface))
        if word is not None and _NAME_OPENER.search(query, 0, match.start()):
            out.add((value.dimension, round(value.magnitude, 6), word))
    return frozenset(out)


def unnamed_only(claims: list[Claim], text: str, query: str) -> list[Claim]:
    """``claims`` without a quantity of ``text`` that repeats a measure of the question's
    own subject name (module docstring); a claim left with no value is dropped."""
    names = query_name_measures(query)
    if not names:
        return claims

    def keep(_c: Claim, _f: FieldType, v: Value) -> bool:
        if v.field != "quantity" or v.magnitude is None or v.low is not None:
            return True
        word = _name_word(text, v.end)
        return word is None or (v.dimension, round(v.magnitude, 6), word) not in names

    return kept(claims, keep)
