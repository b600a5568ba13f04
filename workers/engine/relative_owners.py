"""A value in a relative clause about another named thing belongs to that thing.

"Wankhede went up just down the road from the Brabourne, which opened in 1937": the
clause ", which opened in 1937" is about its antecedent, the Brabourne, and its year is the
Brabourne's, never the asked stadium's. A value inside a non-restrictive "which" clause
(from ", which" to the next clause mark) is no answer when the clause's antecedent is a
capitalised name right before the comma of which no word is the question's and that is no
calendar word ("every August, which began …" leaves the festival's year). The attachment
is ambiguous, and the value kept, when the name follows a preposition of place ("the Centre
in London, which opened …", "Hjedding, near Ølgod, which opened …": the clause may be the
head's; "gave the Turk to the Museum, which burned in 1854": what befalls the place befalls
what is in it) or a comma (an apposition to what comes before). Pure; one bounded pattern
per clause.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from workers.engine.owner_names import CALENDAR
from workers.engine.predicates import canonical, matches
from workers.engine.terms import stem
from workers.engine.values import Value

_WHICH = re.compile(r",[^\S\n]+which\b", re.IGNORECASE)
_CLAUSE_END = re.compile(r"[,;.!?()—–|]")
_TOKEN = re.compile(r"[^\W\d_][\w'’.-]*|,")
_CONNECTORS = frozenset("of de du des la le del della degli di von van the and".split())
"""Lower-case words inside a name ("Palace of Westminster", "Ospedale degli Innocenti")."""
_LOCATIVE = frozenset("in into inside to near at outside by".split())
"""Prepositions that place a head before them in, at or into the named place: the clause
may be that head's ("the Centre in London, which …"), or what befalls the place may befall
what was put there ("donated the Turk to the Chinese Museum, which burned in 1854")."""
_WINDOW = 80
"""How far before ", which" the antecedent is read."""


def of_other_antecedents(
    snippet: str, offset: int, candidates: Sequence[Value], words: frozenset[str],
) -> list[Value]:
    """``candidates`` (of ``snippet``, at ``offset`` in its chunk) without those inside a
    "which" clause whose antecedent is another named thing than the question's (``words``:
    its content terms; module docstring)."""
    if ", which" not in snippet.lower() or not candidates:
        return list(candidates)
    spans = []
    for found in _WHICH.finditer(snippet):
        if _other_antecedent(snippet[max(0, found.start() - _WINDOW) : found.start()], words):
            end = _CLAUSE_END.search(snippet, found.end())
            spans.append((found.end(), end.start() if end else len(snippet)))
    if not spans:
        return list(candidates)
    return [v for v in candidates
            if not any(start <= v.start - offset < end for start, end in spans)]


def _other_antecedent(before: str, words: frozenset[str]) -> bool:
    """Does ``before`` (the text right before ", which") end on a capitalised name none of
    whose words is the question's, after no locative preposition and no comma?"""
    tokens = _TOKEN.findall(before)
    at = len(tokens)
    name: list[str] = []
    while at and (tokens[at - 1][:1].isupper()
                  or (name and tokens[at - 1].lower() in _CONNECTORS)):
        at -= 1
        name.insert(0, tokens[at])
    while name and name[0].lower() in _CONNECTORS:
        name.pop(0)  # "the Brabourne": the article opens the phrase, it is no name word
    capitalised = [w for w in name if w[:1].isupper()]
    if not capitalised or all(w.lower().strip(".") in CALENDAR for w in capitalised):
        return False
    if any(matches(canonical(stem(w.lower().strip(".'’"))), words) for w in name
           if w.lower() not in _CONNECTORS):
        return False
    at = len(tokens) - len(name)
    while at and tokens[at - 1].lower() == "the":
        at -= 1
    previous = tokens[at - 1].lower() if at else ""
    return previous != "," and previous not in _LOCATIVE
