"""A sentence opening on another proper name, before its value ("The Gaelic College … dates
from 1938" for when a festival started).

Reads one sentence before its first value against the question's names and words. A clause
that opens (at the sentence's start, or after a dateline's "—" / "·" or a label's ":") on a
proper name of two to four capitalised words, none of whose words the question writes, right
before a word in lower case, is about that named thing, when the sentence writes none of the
question's names before its value. Only for a question that names things. Pure.
"""

from __future__ import annotations

import re

from workers.engine.fields.facets import facet_spelling
from workers.engine.rival_models import asked_names
from workers.engine.rival_places import stems_of

_NAMED_OPENING = re.compile(
    r"(?:^|(?<=[:—–·])[^\S\n]*)(?:The[^\S\n]+)?"
    r"((?:[A-Z][a-z][\w'’.-]*[^\S\n]+){1,3}[A-Z][a-z][\w'’.-]*)(?=[^\S\n]+[a-z])")
"""A clause opening on a proper name of two to four words: "The Gaelic College at …"."""


_DIGIT = re.compile(r"\d")


def other_named_opening(snippet: str, query: str, until: int) -> str:
    """"rival:name-<words>" when a clause opens, before ``until``, on a proper name of two to
    four capitalised words none of which the question writes (``_NAMED_OPENING``), and the
    sentence writes none of the question's names before ``until`` or its first digit (a bare
    year the slot reads is no sentence value, yet a value); "" otherwise. Invariant:
    never for a question naming nothing, nor a sentence writing one of its names."""
    names, _, _ = asked_names(query)
    if not names:
        return ""
    digit = _DIGIT.search(snippet, 0, until)
    until = digit.start() if digit else until  # a bare year read by the slot is a value too
    head = stems_of(snippet[:until])
    asked = stems_of(query)
    if not head.isdisjoint(stems_of(" ".join(names))):
        return ""  # the question's own name is written
    for found in _NAMED_OPENING.finditer(snippet, 0, until):
        name = found.group(1)
        if not stems_of(name).isdisjoint(asked) or facet_spelling(name):
            continue
        return f"rival:name-{'-'.join(w.lower() for w in name.split())}"
    return ""
