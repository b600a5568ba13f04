"""Rows of an entry and of its removal, for a question that asks when something came off.

"In what year were the foxes taken off the endangered list?" asks for the removal from a
list. An infobox that dates both ("Listed endangered: 2004 | Delisted: 2016") gives the
entry under the list's own verb and the removal under that verb with a reversing prefix
("de-", "un-", "dis-"): the prefixed row answers, the bare one dates the opposite event,
the entry, whatever other words of the question its label repeats ("endangered").

``removed_from`` reads the question: a verb of removal and "off", "from" or "out of"
("taken off the … list", "removed from the register", "came off the list", "struck off the
roll"), and the last word of the noun phrase after it. ``removal_row`` reads a row's label.

Invariant: a question with no such phrase has no removed noun, so every label reads as
before; a label writing neither the noun's verb nor its prefixed form is left alone (None).
Pure; memoised per question.
"""

from __future__ import annotations

import re

from workers.engine.predicates import canonical_word
from workers.engine.query_memo import per_query

_REMOVAL = re.compile(
    r"\b(?:tak(?:e|es|en|ing)|took|c(?:a|o)me|comes|coming|struck|strike|dropped|drop"
    r"|removed?|crossed|delete[ds]?)[^\S\n]+(?:off|from|out[^\S\n]+of)[^\S\n]+"
    r"(?:(?:the|its|their|his|her|a|an)[^\S\n]+)?(?P<phrase>(?:[a-z][\w-]*[^\S\n]+){0,3}?"
    r"(?P<noun>[a-z][\w-]*))(?=[^\S\n]*(?:[?.,;]|$|[^\S\n]+(?:in|on|at|by|after|for)\b))",
    re.IGNORECASE)
_PREFIXES = ("de", "un", "dis")
_WORD = re.compile(r"[a-z][a-z-]*")


@per_query
def removed_from(question: str) -> frozenset[str]:
    """The canonical stem of what the question says something was removed from ("list" of
    "taken off the endangered list"); empty when it asks no removal."""
    return frozenset(canonical_word(m.group("noun").lower()) for m in _REMOVAL.finditer(question))


def removal_row(label: str, removed: frozenset[str]) -> bool | None:
    """Does the row ``label`` (lower case) date the asked removal (True: "delisted" for a
    removal from a "list"), the opposite entry (False: "listed endangered"), or neither
    (None)? ``removed``: ``removed_from`` of the question."""
    if not removed:
        return None
    entry = False
    for word in _WORD.findall(label):
        if any(word.startswith(p) and canonical_word(word[len(p):]) in removed
               for p in _PREFIXES):
            return True
        entry = entry or canonical_word(word) in removed
    return False if entry else None
