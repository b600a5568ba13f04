"""The two sides of a place pair (indoors / outdoors) and of a body or road (left / right),
as a text names them; and a prohibition whose exception names only the side a question does
not ask about.

"Mallet hand: right only" grants the right hand alone: a prohibition with "right" as its
exception. Asked whether the mallet may be held in the left hand, the exception does not
reach the asked case, so the page answers with a plain "must not", as "left-handed play: not
allowed" does; read with its exception it would differ from that page. Pure.
"""

from __future__ import annotations

import re

from workers.engine.values import Value

_SIDES = {
    "indoor": "in", "indoors": "in", "inside": "in",
    "outdoor": "out", "outdoors": "out", "outside": "out",
}
_WORD = re.compile(r"[a-z]+")
_HAND_SIDE = re.compile(r"\b(left|right)[\s-]+(?:hands?|sides?|lanes?|arms?|feet|foot|legs?)\b")
"""A side of a body or a road: a side word before a side's noun ("left hand", "right-hand
side"); "left-handed" is a trait ("hand" runs on into "ed", so no word ends there)."""


def place_side(text: str) -> frozenset[str]:
    """The sides of the place pairs ``text`` names ("in", "out", both or none)."""
    return frozenset(_SIDES[w] for w in _WORD.findall(text.lower()) if w in _SIDES)


def hand_side(text: str) -> frozenset[str]:
    """The sides of a body or road ``text`` names ("left", "right", both or none)."""
    return frozenset(m.group(1) for m in _HAND_SIDE.finditer(text.lower()))


_FACING_SIDE = re.compile(r"\b(?:in[\s-]+(front)[\s-]+of|(behind)[\s-]+(?:it|them|the|a|an)\b)")
"""A side of a mark or a line: "in front of" it, or "behind" it, its object an article or a
pronoun ("behind the line", "behind it"); "behind schedule" or "the idea behind" is none."""


def facing_side(text: str) -> frozenset[str]:
    """The sides of a mark ``text`` names ("front", "behind", both or none)."""
    if "front" not in text and "behind" not in text and "Behind" not in text:
        return frozenset()
    return frozenset(m.group(1) or m.group(2) for m in _FACING_SIDE.finditer(text.lower()))



_PAIRS = (place_side, hand_side)
_SIDE_WORDS = {"left": "left", "right": "right", **_SIDES}
"""A side a clause's stemmed exception term names."""
_OPPOSITE = {"in": "out", "out": "in", "left": "right", "right": "left"}


def other_side_excepted(clause: Value, query_text: str) -> Value:
    """``clause`` read as a plain prohibition when it is one whose exception names only the
    other side of a pair of which ``query_text`` names exactly one side; ``clause``
    otherwise. Invariant: only a prohibition's exception is dropped; its condition and
    polarity stay, and an exception naming the asked side (or none) is kept."""
    kind, condition, exception = [*clause.exact.split("|", 2), "", ""][:3]
    if kind != "prohibit" or not exception:
        return clause
    named = {_SIDE_WORDS[w] for w in exception.split(",") if w in _SIDE_WORDS}
    for read in _PAIRS:
        asked = read(query_text)
        if len(asked) == 1 and named == {_OPPOSITE[next(iter(asked))]}:
            display = clause.display if condition else clause.display.split(" [", 1)[0]
            return Value("clause", display, clause.surface, clause.start, clause.dimension,
                         exact=f"{kind}|{condition}|")
    return clause
