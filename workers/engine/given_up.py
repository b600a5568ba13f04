"""A requirement to give the asked thing up answers "may I keep it?" with no.

"May an angler keep a berried crab?" is answered "must not" by "Berried crabs must be
returned to the water": a requirement whose verb gives the thing up (release, return, put or
throw back, let go) denies keeping it. ``gives_up`` reads a required clause ("require…",
as ``fields.clauses`` reads "must"/"have to") whose surface requires such a verb, within
the few words after its modal ("must be notched and released"), for a question that asks
whether one may keep, retain or hold on to something. Invariant: any other question, any
clause that is not a bare requirement, and a requirement of any other verb are left as read.
Pure; constant work per clause (bounded patterns).
"""

from __future__ import annotations

import re

from workers.engine.values import Value

_KEEPING = re.compile(r"\b(?:keep|keeping|retain|retaining|hold\s+on\s+to)\b", re.IGNORECASE)
"""The asked verb: keeping the thing."""
_PERMISSION = re.compile(r"^\s*(?:may|can|could|is\s+it\s+(?:legal|ok|okay|allowed))\b",
                         re.IGNORECASE)
_GIVEN_UP = re.compile(
    r"\b(?:must|have\s+to|has\s+to|shall|are\s+required\s+to|is\s+required\s+to)"
    r"(?:\s+(?:be|always|immediately|then))*"
    r"(?:\s+[\w-]+){0,2}?(?:\s+and)?\s+"
    r"(?:released?|releasing|returned|return|let\s+go|put\s+back|thrown\s+back|throw\s+back"
    r"|put\s+(?:it|them|her|him)\s+back|throw\s+(?:it|them|her|him)\s+back)\b",
    re.IGNORECASE)
"""A requirement whose verb gives the thing up: "must be V-notched and released", "must be
returned", "have to throw them back"."""


def asks_keeping(query: str) -> bool:
    """Does ``query`` ask whether one may keep something ("May a diver keep …?")?"""
    return _PERMISSION.search(query) is not None and _KEEPING.search(query) is not None


def gives_up(clause: Value, query: str) -> bool:
    """Is ``clause`` a requirement to give up what ``query`` asks to keep (module
    docstring)?"""
    return clause.exact.startswith("require") and asks_keeping(query) \
        and _GIVEN_UP.search(clause.surface) is not None
