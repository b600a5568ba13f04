"""A value for the opposite direction of trade answers no question about this one.

"How many days of free time do imports get at the terminal?" is not answered by "Export
free time: 5 days before loading": goods flow in or out, and a text that names only the
other direction states that direction's value. For a query that names one side of the pair
(import / export, inbound / outbound), a member whose sentence names the other side and
never the query's joins no group; a sentence naming neither (or both) is untouched. Reads
the member's sentence and the query only.
"""

from __future__ import annotations

import re

from workers.engine.members import Member
from workers.engine.query_memo import per_query

_SIDES = {
    "import": "in", "imports": "in", "imported": "in", "importing": "in", "inbound": "in",
    "export": "out", "exports": "out", "exported": "out", "exporting": "out", "outbound": "out",
}
_WORD = re.compile(r"[a-z]+")


def flow_side(text: str) -> frozenset[str]:
    """The directions of trade ``text`` names ("in", "out", both or none)."""
    return frozenset(_SIDES[w] for w in _WORD.findall(text.lower()) if w in _SIDES)


@per_query
def _asked(query: str) -> frozenset[str]:
    return flow_side(query)


def other_flow(member: Member, query: str) -> bool:
    """Does ``member``'s sentence name only the other direction than the one ``query``
    names? Invariant: False when the query names no direction or both."""
    asked = _asked(query)
    if len(asked) != 1:
        return False
    named = flow_side(member.claim.snippet)
    return bool(named) and named.isdisjoint(asked)
