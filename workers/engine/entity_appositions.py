"""A ", Words" tail after a name that describes the named thing: an apposition, no place.

``entities`` reads a ", Place" tail after the first mention of a query name as the entity's
disambiguator ("Rush Township, Scioto County, Ohio"). Some tails are appositions about the
same subject instead: an origin before a noun ("The Lerwick Bowl, Roman cameo glass: …") or a
possessive before what the thing is to its owner ("the Chelsea Physic Garden, London's oldest
botanic garden", "Sam and Friends, Henson's five-minute show"). Reads the text from where the
tail's words begin; a tail for which ``describes_subject`` holds names no other entity.
"""

from __future__ import annotations

import re

_ADJECTIVE_TAIL = re.compile(
    r"[A-Z][a-z]+(?:an|ese|ish|ic)[^\S\n]+(?!(?:is|was|are|were|has|had|in|on|at|and|or|the"
    r"|to|of|for|with|by|from|near)\b)[a-z]")
"""A ", Word" tail that is an origin before a noun ("The Lerwick Bowl, Roman cameo glass: …"):
an apposition that describes the thing, no place ("Lahore, Pakistan is …" is one)."""
_POSSESSIVE_TAIL = re.compile(
    r"(?:[A-Z][\w.-]*[^\S\n]+){0,3}[A-Z][\w.-]*?(?:['’]s|s['’])[^\S\n]+[a-z0-9]")
"""A ", Name's …" tail: capitalised words, the last a possessive, then a lower-case word
("London's oldest", "Henson's five-minute show", "New South Wales' first"): what the thing
is to its owner, said of the named thing itself."""


def describes_subject(text: str, start: int) -> bool:
    """Is the ", Words" tail whose words begin at ``start`` an apposition about the named
    thing (an origin before a noun, or a possessive before what the thing is to its owner),
    not a place that tells which of several same-name entities is meant? "Lahore, Pakistan
    is …" and "Rush Township, Scioto County, Ohio" are places."""
    return (_ADJECTIVE_TAIL.match(text, start) is not None
            or _POSSESSIVE_TAIL.match(text, start) is not None)
