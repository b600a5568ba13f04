"""A value of what is left: "reached port with about 100 tons of ice left".

"How many tons of ice did the ship load?" is not answered by "the ship reached port with
roughly a hundred tons of ice left": an amount followed (after at most "of" and one to three
words naming what it is of) by "left", "remaining", "left over" or "to spare", at the end of
its clause or before a preposition, states what remains of a larger whole, not the whole.
Such a member joins no group, unless the question itself asks for a remainder or for what
arrived ("left", "remain", "spare", "over", "still", "arrive", "surviv", "reach", "end":
what is left is then the answer). "Left" as the verb ("100 tons of ice left Boston") is
followed by its object, never by a clause mark or a preposition, and is not read so.
Invariant: only quantities and amounts of money are read; a member without "left" (or a
synonym) right after its value is never set aside. Pure: reads the member's chunk text and
the question.
"""

from __future__ import annotations

import re

from workers.engine.members import Member
from workers.engine.query_memo import per_query

_LEFT = re.compile(
    r"(?:[^\S\n]+of[^\S\n]+(?:[A-Za-z][\w'’-]*[^\S\n]+){0,2}[A-Za-z][\w'’-]*)?"
    r"[^\S\n]+(?:still[^\S\n]+)?(?:left(?:[^\S\n]+over)?|remaining|to[^\S\n]+spare)"
    r"(?=[^\S\n]*(?:[,.;:!?)—–]|$)|[^\S\n]+(?:on|at|in|by|when|after|of)\b)")
"""After the value: "of" and what it is of, then the word that makes it a remainder, at
its clause's end or before a preposition."""
_ASKS_REMAINDER = re.compile(
    r"\b(?:left|remain\w*|spare|over|still|arriv\w*|surviv\w*|reach\w*|end\w*)\b",
    re.IGNORECASE)


@per_query
def _asks_remainder(query: str) -> bool:
    """Does the question ask what is left or what arrived?"""
    return _ASKS_REMAINDER.search(query) is not None


def remainder(member: Member, query: str) -> bool:
    """Is ``member``'s quantity or money what remains of a whole ``query`` does not ask
    about (module docstring)? False for a question asking a remainder."""
    values = [v for f, v in member.claim.values.items() if f in ("quantity", "money")]
    if not values or _asks_remainder(query):
        return False
    return any(_LEFT.match(member.chunk.text, v.end) is not None for v in values)
