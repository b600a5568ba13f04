"""The place a question writes after its subject's full name, which an answer need not repeat.

"How tall is the Grande Dixence Dam in Switzerland?" names its subject, "Grande Dixence Dam",
and then where it stands, "in Switzerland". A sentence naming the subject by that full name
("the Grande Dixence Dam is 250 m high") states its measure whether or not it restates the
place, so a reading that asks a sentence for every name of the question may leave the
place's words out (``unplaced_names``).

Reads the question text only. Invariants: the place is "in" or "at", an optional "the" and
one to four capitalised words, written straight after a run of at least two capitalised
words (the full name) and ending the question; a one-word name ("Paris in Texas") keeps its
place, since many things share it; the name's own words are never dropped.
"""

from __future__ import annotations

import re

from workers.engine.query_memo import per_query

__all__ = ["place_words", "unplaced_names"]

_CAP = r"[A-Z][\w'’.-]*"
_PLACED_NAME = re.compile(
    rf"((?:{_CAP}[^\S\n]+){{1,5}}{_CAP})[^\S\n]+(?:in|at)[^\S\n]+(?:the[^\S\n]+)?"
    rf"((?:{_CAP}[^\S\n]+){{0,3}}{_CAP})[^\S\n]*[?.!]?[^\S\n]*$")
"""A name of two to six capitalised words, then "in" / "at" and a place closing the
question: "Grande Dixence Dam in Switzerland?"."""
_WORD = re.compile(r"[\w'’.-]+")


@per_query
def place_words(query: str) -> frozenset[str]:
    """The lower-cased words of the place ``query`` writes after its subject's full name
    ("switzerland" for "… the Grande Dixence Dam in Switzerland?"); empty when it writes
    none, or when a word of the place is also a word of the name."""
    found = _PLACED_NAME.search(query)
    if found is None:
        return frozenset()
    name = {w.lower() for w in _WORD.findall(found.group(1))}
    place = frozenset(w.lower().strip(".") for w in _WORD.findall(found.group(2)))
    return frozenset() if place & name else place


def unplaced_names(names: frozenset[str], query: str) -> frozenset[str]:
    """``names`` (the question's lower-cased names) without the words of the place it writes
    after its subject's full name (``place_words``); ``names`` itself when it writes none."""
    return names - place_words(query)
