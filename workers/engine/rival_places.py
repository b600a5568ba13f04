"""A rival place a sentence opens a clause with ("In London, …").

Reads one sentence before its first value against the question's names and words. A name
the question writes, written with "off-" before it ("opened off-Broadway" for "… open on
Broadway?") and never alone, is another place too. Only
for a question that names things; a time, a region the facets read, or a place any of
whose words the question writes is no other place. Pure.
"""

from __future__ import annotations

import re

from workers.engine.fields.facets import facet_spelling
from workers.engine.rival_models import asked_names
from workers.engine.subject_phrases import asked_phrases
from workers.engine.terms import stem

_PLACE_OPENING = re.compile(
    r"(?:^|(?<=[.;:!?—–·|])[^\S\n]*)(?:In|At|On)[^\S\n]+(?:the[^\S\n]+)?"
    r"((?:[A-Z][\w'’.-]*[^\S\n]+){0,3}[A-Z][\w'’.-]*),")
"""A clause opening with the place it is about: "In London, Cats ran 21 years …"."""
_TIMES = frozenset(
    """january february march april may june july august september october november december
    monday tuesday wednesday thursday friday saturday sunday spring summer autumn fall winter
    christmas easter day eve night week weekend""".split())
"""Capitalised words of a time, not a place ("In March, …", "On Constitution Day, …")."""


_OFF = re.compile(r"\b[Oo]ff-([A-Z][\w'’]*)")
"""A place named off another: "opened off-Broadway" is not on Broadway."""


def _off_place(snippet: str, query: str, names: frozenset[str], until: int) -> str:
    """"rival:place-off-<name>" when, before ``until``, the sentence writes "off-" before a
    name the question writes without it ("opened off-Broadway in 2018" for "… open on
    Broadway?") and never writes that name alone; "" otherwise."""
    for found in _OFF.finditer(snippet, 0, until):
        name = found.group(1).lower()
        if name in names and f"off-{name}" not in query.lower() \
                and re.search(rf"(?<![\w-]){re.escape(name)}\b", snippet.lower()) is None:
            return f"rival:place-off-{name}"
    return ""


def other_place(snippet: str, query: str, until: int) -> str:
    """"rival:place-<name>" for a sentence that, before its value, opens a clause with a
    place the question does not name ("In London, Cats ran 21 years …, 8,949 performances"
    for the original Broadway run): the value is that place's run, branch or edition. Only
    for a question that names things (``asked_names``); a time ("In March,"), a region the facets
    read ("In the EU,": ``fields.facets``) or a place any of whose words the question writes
    is no other place."""
    names, asked, _ = asked_names(query)
    if not names:
        return ""
    if "off-" in snippet[:until].lower() and (off := _off_place(snippet, query, names, until)):
        return off
    if "," not in snippet[:until]:
        return ""
    stems = asked_phrases(query)[2]
    for found in _PLACE_OPENING.finditer(snippet, 0, until):
        place = found.group(1)
        words = [w.lower().strip("'’.") for w in place.split()]
        if any(w in _TIMES or w in asked or stem(w) in stems for w in words) \
                or facet_spelling(place):
            continue
        return f"rival:place-{'-'.join(words)}"
    return ""
