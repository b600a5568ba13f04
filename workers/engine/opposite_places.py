"""A permission for the opposite place answers no question about this one.

"Are pubs allowed to let customers smoke indoors?" is not answered by "You may smoke in a
designated outdoor area": the sentence's rule holds outdoors, the question asks indoors.
For a yes/no question that names one side of a place pair (indoors / outdoors, inside /
outside), a clause whose sentence names the other side and not the question's is set
aside (the member keeps its other values). A sentence naming both sides ("banned indoors,
allowed outdoors") stays.

The hands and sides of a body or a road are such a pair too (left / right): "May players
hold the mallet in their left hand?" is answered no, not contradicted, by "every player must
hold the mallet in the right hand". A side is read only as "left" or "right" before a side's
noun ("hand", "side", "lane", "arm", "foot", "leg"; "left-hand drive"), never alone ("the
train left", "the right to appeal", "turn right" asks a direction, not a side) nor as a
trait ("left-handed", "right handed": such a player may still be asked about either hand).
The two sides of a mark or a line are a pair as well (in front of / behind): "May the
opponents sweep in front of the tee line?" is not answered by "behind it, either team may",
which states the rule beyond the line (``side_words.facing_side``).
Invariant: each pair is read on its own, and only a pair of which the question names
exactly one side sets anything aside. Pure; one scan per clause.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import replace

from schemas.types import FieldType
from workers.engine.members import Member
from workers.engine.side_words import facing_side, hand_side, place_side
from workers.engine.values import Value

_PAIRS = (place_side, hand_side, facing_side)
"""Each reads one pair of opposite sides; a sentence is judged against each on its own."""


def set_aside_opposite(members: Sequence[Member], query_text: str) -> tuple[Member, ...]:
    """``members`` without each clause whose sentence names only the opposite side of a
    pair of which ``query_text`` names one side (nothing changes for a pair the query names
    none or both sides of)."""
    asked = [(read, sides) for read in _PAIRS if len(sides := read(query_text)) == 1]
    if not asked:
        return tuple(members)
    return tuple(_without_clause(m) if _elsewhere(m, asked) else m for m in members)


def _elsewhere(
    member: Member, asked: Sequence[tuple[Callable[[str], frozenset[str]], frozenset[str]]]
) -> bool:
    """Does the sentence of ``member``'s clause name only the other side of an asked pair?"""
    claim = member.claim
    if "clause" not in claim.values:
        return False
    sentence = claim.snippets.get("clause", claim.snippet)
    return any((named := read(sentence)) and named.isdisjoint(sides) for read, sides in asked)


def _without_clause(member: Member) -> Member:
    values: dict[FieldType, Value] = {
        f: v for f, v in member.claim.values.items() if f != "clause"}
    return Member.of(member.chunk, replace(member.claim, values=values), member.order,
                     member.authority)
