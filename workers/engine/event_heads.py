"""A how-long question about "the <Head> of <Name>": a chunk that names only the Name is
about the Name's own things.

"How long did the Blockade of Tarrow last?" asks for the length of an event whose proper name
is a common noun (its head, "Blockade", capitalised as part of the name) of another proper
name ("Tarrow"). A chunk that writes the
proper name but never the head ("Tarrow harbour boat trip, £12, 2 hours") states durations
of the place's other things (a tour, a walk, a ferry), not of the event: its claims answer
nothing. The head counts in any word that holds its stem ("blockaded", "the blockade's"),
so a verb of the event ("the town was blockaded for 40 days") keeps the chunk.

A head that names a span of time itself ("the reign of …", "the term of …", ``_SPANS``) is
the asked measure, not an event, and is often written by a verb ("she ruled for 63 years"):
such questions are left alone, and so are chunks that write none of the name's words.

Invariant: only duration questions are read; claims are kept or dropped whole, never
changed. Pure; the question's head is memoised per query.
"""

from __future__ import annotations

import re

from workers.engine.claim_records import Claim
from workers.engine.query_memo import per_query
from workers.engine.terms import stem

_OF_NAME = re.compile(
    r"^\W*(?i:how\s+long\s+(?:did|does|do|will|would|was|were|is|are))\s+the\s+"
    r"(?P<head>[A-Z][a-z]{3,})\s+of\s+(?:the\s+)?(?P<name>[A-Z][\w'’-]*(?:\s+[A-Z][\w'’-]*)*)"
)
"""A how-long question whose subject is a proper name "the <Head> of <Name>": "How long did
the Siege of Vienna last?" (the head a capitalised word of four letters or more, after a
lower-case "the": "The Lord of the Rings" is a title; the name capitalised words). A head in
lower case ("the battery of the X2 phone") is a part of the named thing, no name."""
_SPANS = frozenset(
    """reign rule term tenure life lifetime lifespan span period duration length time age era
    career marriage presidency premiership rest remainder course history""".split())
"""Heads that name a span of time (the asked measure) rather than an event."""
_NAME_WORD = re.compile(r"[A-Z][\w'’-]*")
_POSSESSIVE = re.compile(r"['’]s?$")


@per_query
def asked_head(query: str) -> tuple[str, tuple[str, ...]] | None:
    """The stem of the head and the lower-case words of the name of the question's
    "the <Head> of <Name>" subject; ``None`` when it has none or the head is a span."""
    found = _OF_NAME.search(query)
    if found is None or found.group("head").lower() in _SPANS:
        return None
    head = stem(found.group("head"))
    names = tuple(_POSSESSIVE.sub("", w.lower()) for w in _NAME_WORD.findall(found.group("name")))
    if len(head) < 4 or not names:
        return None
    return head, names


def head_named_only(claims: list[Claim], text: str, query: str) -> list[Claim]:
    """``claims`` of a chunk (``text``), or none when the chunk writes a word of the name of
    the question's "the <Head> of <Name>" subject but no word holding the head's stem."""
    if not claims:
        return claims
    asked = asked_head(query)
    if asked is None:
        return claims
    head, names = asked
    lower = text.lower()
    if head in lower:
        return claims
    if not any(re.search(rf"\b{re.escape(name)}\b", lower) for name in names):
        return claims
    return []
