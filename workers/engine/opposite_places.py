"""A permission for the opposite place answers no question about this one.

"Are pubs allowed to let customers smoke indoors?" is not answered by "You may smoke in a
designated outdoor area": the sentence's rule holds outdoors, the question asks indoors.
For a yes/no question that names one side of a place pair (indoors / outdoors, inside /
outside), a clause whose sentence names the other side and not the question's is set
aside (the member keeps its other values). A sentence naming both sides ("banned indoors,
allowed outdoors") stays. Pure; one word scan per clause.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import replace

from schemas.types import FieldType
from workers.engine.members import Member
from workers.engine.values import Value

_SIDES = {
    "indoor": "in", "indoors": "in", "inside": "in",
    "outdoor": "out", "outdoors": "out", "outside": "out",
}
_WORD = re.compile(r"[a-z]+")


def place_side(text: str) -> frozenset[str]:
    """The sides of the place pairs ``text`` names ("in", "out", both or none)."""
    return frozenset(_SIDES[w] for w in _WORD.findall(text.lower()) if w in _SIDES)


def set_aside_opposite(members: Sequence[Member], query_text: str) -> tuple[Member, ...]:
    """``members`` without each clause whose sentence names only the opposite place of the
    one side ``query_text`` names (nothing changes when the query names none or both)."""
    asked = place_side(query_text)
    if len(asked) != 1:
        return tuple(members)
    return tuple(_without_clause(m) if _elsewhere(m, asked) else m for m in members)


def _elsewhere(member: Member, asked: frozenset[str]) -> bool:
    """Does the sentence of ``member``'s clause name only the other side of ``asked``?"""
    claim = member.claim
    if "clause" not in claim.values:
        return False
    named = place_side(claim.snippets.get("clause", claim.snippet))
    return bool(named) and named.isdisjoint(asked)


def _without_clause(member: Member) -> Member:
    values: dict[FieldType, Value] = {
        f: v for f, v in member.claim.values.items() if f != "clause"}
    return Member.of(member.chunk, replace(member.claim, values=values), member.order,
                     member.authority)
