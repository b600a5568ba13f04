"""A sentence about the successor (or the predecessor) of the thing the question asks about.

"On what date did the original town hall open?" is not answered by "The new town hall opened
on 3 May 1990": an article and an adjective of age ("the original", "the old", "the first",
"the former" against "the new", "the current", "the present", "the modern") pick one of two
things that share a name, the earlier or the later. When the question picks one side and a
sentence, before its first value, first names a thing (a capitalised word or a word of the
question) with an article and an adjective of the other side, the sentence states that
other thing's values ("the first time" names no thing of the question). A sentence that also names
the question's side first ("The old hall closed when the new one opened") is the question's.

The adjectives are a closed class (adjectives of age); a question that writes none of them
after an article rivals nothing. Pure; the question is read once (memoised per query).
"""

from __future__ import annotations

import re

from workers.engine.contrast_subjects import question_stems
from workers.engine.query_memo import per_query
from workers.engine.terms import stem

_EARLIER = frozenset("original old first former earlier previous".split())
_LATER = frozenset("new current present modern later replacement".split())
_ASKED_AGE = re.compile(
    r"\b(?:the|an?|its|their)[^\S\n]+(original|old|first|former|earlier|previous|new|current"
    r"|present|modern|later|replacement)[^\S\n]+[^\W\d_]", re.IGNORECASE)
"""An article and an adjective of age before a word of the question ("the original
Metropolitan"): which of an earlier and a later thing it asks about."""
_AGED = re.compile(
    r"\b(?:the|its|their)[^\S\n]+(original|old|first|former|earlier|previous|new|current"
    r"|present|modern|later|replacement)[^\S\n]+([^\W\d_][\w'’-]*)", re.IGNORECASE)
"""An article and an adjective of age before a word in a sentence ("The new Met")."""
_CUE = ("original", "old", "first", "former", "earlier", "previous", "new", "current",
        "present", "modern", "later", "replacement")


@per_query
def _asked_side(query: str) -> frozenset[str]:
    """The adjectives of the other side when the question picks the earlier or the later
    thing (and not both); empty otherwise."""
    sides = {found.group(1).lower() in _EARLIER for found in _ASKED_AGE.finditer(query)}
    if len(sides) != 1:
        return frozenset()
    return _LATER if sides.pop() else _EARLIER


def other_age(snippet: str, query: str, until: int | None = None) -> str:
    """"rival:<adjective>" when the first thing ``snippet`` names with an article and an
    adjective of age before ``until`` is of the other side from the question's ("The new Met
    opened in 1966" for the original house); "" otherwise. Invariant: "" for a question
    without an adjective of age after an article, and for a sentence whose first such
    phrase is of the question's side."""
    other = _asked_side(query)
    if not other:
        return ""
    lowered = snippet.lower()
    if not any(cue in lowered for cue in _CUE):
        return ""  # a cheap gate before the regex
    asked = question_stems(query)
    for found in _AGED.finditer(snippet, 0, len(snippet) if until is None else until):
        noun = found.group(2)
        if noun[0].isupper() or stem(noun.lower()) in asked:  # the thing itself, not
            word = found.group(1).lower()                     # "the first time"
            return f"rival:{word}" if word in other else ""
    return ""


def asks_age(query: str) -> bool:
    """Does the question pick the earlier or the later of two things (``other_age`` may
    rival a sentence)?"""
    return bool(_asked_side(query))
