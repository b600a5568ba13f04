"""A permission or a requirement that leaves the asked thing out of what it rules on.

A yes/no question about one thing may be answered by a sentence that grants or requires
something else and says the asked thing is outside it:

- a negated coordinate after the modal carries the asked object ("you must paint the
  doors, not the window frames" for "Can I paint the window frames?"; "may only be sold at
  the market, not on the street"): its words, and none of the ruled part's, are the
  question's, so the answer is "must not";
- a modal before "only" and a case ("may only be landed at the harbour", "can only be
  bought from the kiosk") answers "must not" a question that asks the same preposition of
  another case ("Can it be landed on the beach?"), or of the case as excluded
  (``excluded_terms``: "… anywhere other than the harbour?").

``excluded_terms`` reads what a question names as excluded ("made outside the Loire",
"other than members", "non-residents"). Invariant: a prohibition is never turned, and a
sentence whose negated part or case shares nothing with the question stays as read.
"""

from __future__ import annotations

import re

from workers.engine.fields.clauses import POLARITY
from workers.engine.query_memo import per_query
from workers.engine.terms import content_terms
from workers.engine.values import Value

_NEGATED = re.compile(
    r",[^\S\n]*(?:but[^\S\n]+)?not[^\S\n]+"
    r"(?!(?:only|just|least|necessarily|always|even|yet|to|so|that|as|because|all|every"
    r"|much|many|quite|really|sure|long)\b)(?P<what>[^.;:!?,]+)"
)
"""A negated coordinate: ", not their arms", ", not in the square", ", but not after dark"
(never ", not only …", ", not least …", ", not to …", ", not because …")."""
_ONLY_CASE = re.compile(
    r"\b(?:may|can)[^\S\n]+only[^\S\n]+(?:be[^\S\n]+)?[a-z]+[^\S\n]+"
    r"(?P<prep>in|at|on|from|by|within|through|via)[^\S\n]+(?P<what>[^.;:!?]+?)"
    r"(?=,[^\S\n]*(?:not|but)\b|[.;:!?]|$)"
)
"""A modal before "only", a verb and a case: "may only be made in A, B or C"."""
_JOINED = re.compile(r",|\band\b|\bor\b")
_EXCLUDING = re.compile(
    r"\b(?:outside(?:[^\S\n]+of)?|other[^\S\n]+than|except(?:[^\S\n]+for)?|besides|beyond"
    r"|not[^\S\n]+(?:from|in|of|at|by)|non)\b[\s-]*(?P<what>(?:[\w'-]+[^\S\n]+){0,3}[\w'-]+)",
    re.IGNORECASE,
)


@per_query
def excluded_terms(query: str) -> frozenset[str]:
    """Content terms of what ``query`` names as excluded: the up to four words after
    "outside", "other than", "except", "besides", "beyond", "not from/in/of/at/by" or
    "non-" ("made outside the Loire valley" → loire, valley)."""
    out: set[str] = set()
    for found in _EXCLUDING.finditer(query):
        out.update(content_terms(found.group("what")))
    return frozenset(out)


def negates_asked(clause: Value, query_terms: frozenset[str]) -> bool:
    """Does ``clause`` (a permission or a requirement) end its ruled part with a negated
    coordinate whose words, and not the ruled part's, the question shares?"""
    if not clause.exact.startswith(("permit|", "require|")):
        return False
    lower = clause.surface.lower()
    marker = POLARITY.search(lower)
    if marker is None or marker.lastgroup == "prohibit":
        return False
    for found in _NEGATED.finditer(lower, marker.end()):
        shared = query_terms & frozenset(content_terms(found.group("what")))
        ruled = frozenset(content_terms(lower[marker.end():found.start()]))
        if shared and shared.isdisjoint(ruled):
            return True
    return False


def only_in_other_case(
    clause: Value, query_terms: frozenset[str], query: str, excluded: frozenset[str]
) -> bool:
    """Does ``clause`` permit only in a case ("may only be made in A or B") that the question
    asks of another (its preposition, none of the cases' words all in it) or names as
    excluded?"""
    if not clause.exact.startswith("permit|"):
        return False
    found = _ONLY_CASE.search(clause.surface.lower())
    if found is None:
        return False
    cases = [frozenset(content_terms(p)) for p in _JOINED.split(found.group("what"))]
    if not any(cases):
        return False
    covered = [c for c in cases if c and c <= query_terms]
    if covered:
        return all(not c.isdisjoint(excluded) for c in covered)
    return re.search(rf"\b{found.group('prep')}\b", query, re.IGNORECASE) is not None
