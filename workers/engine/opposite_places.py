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

from workers.engine.members import Member

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
    out = []
    for member in members:
        claim = member.claim
        if "clause" in claim.values:
            named = place_side(claim.snippets.get("clause", claim.snippet))
            if named and named.isdisjoint(asked):
                values = {f: v for f, v in claim.values.items() if f != "clause"}
                member = Member.of(member.chunk, replace(claim, values=values), member.order,
                                   member.authority)
        out.append(member)
    return tuple(out)
