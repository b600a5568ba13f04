"""A value a sentence tells of the owner the question names, not of the owned thing asked.

"When did Feyenoord's stadium De Kuip open?" asks about the stadium, which the question
names as Feyenoord's. "Feyenoord is a football club from Rotterdam, founded in 1908." opens
on the owner and writes none of the words the question says of the owned thing ("stadium",
"De Kuip", "open"): its date is the club's. ``of_owned_only`` sets such a member aside unless
another member gives its value (``repeat_only``). A sentence that names the owned thing
("Feyenoord opened De Kuip in 1937") is about it.

Invariants: only for an open-web group (``passing_values.open_web``), a question writing a
capitalised owner before "'s", and a date, quantity or money answer (a name answer may well
stand in a sentence about the owner: "Cleveland chose Hendricks"); a sentence opening on
anything but the owner's name (past a dateline) is kept. Pure.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from schemas.types import FieldType
from workers.engine.accents import folded
from workers.engine.datelines import DATELINE
from workers.engine.members import Member
from workers.engine.passing_values import open_web
from workers.engine.query import QueryView
from workers.engine.query_memo import per_query
from workers.engine.repeat_only import sentences_set_aside
from workers.engine.terms import content_terms, stem

_OWNED = re.compile(
    r"(?P<owner>[A-Z][\w&.-]*(?:[^\S\n]+(?:of[^\S\n]+)?[A-Z][\w&.-]*){0,3})['’]s[^\S\n]+"
    r"(?P<owned>[^?]+)")
"""A capitalised owner and what the question says of its thing: "Feyenoord's stadium De Kuip
open"."""
_FIELDS: frozenset[FieldType] = frozenset({"date", "quantity", "money"})
_QUESTION_WORDS = frozenset({"when", "what", "which", "who", "how", "many", "much", "did",
                             "does", "was", "were", "is", "are"})


def of_owned_only(
    members: Sequence[Member], query: QueryView, fields: Sequence[FieldType],
    tolerance: dict[str, float],
) -> tuple[Member, ...]:
    """``members`` without those telling a value of the question's owner (module
    docstring)."""
    owner, owned = _asked(query.text)
    if not owner or len(members) < 2 or not all(open_web(m) for m in members):
        return tuple(members)
    return sentences_set_aside(members, fields, tolerance,
                               lambda sentence: _of_owner(sentence, owner, owned), _FIELDS)


@per_query
def _asked(query: str) -> tuple[str, frozenset[str]]:
    """The owner a question names before "'s" (folded, lower-cased) and the stems of what it
    says of the owned thing; ("", ∅) when it names none."""
    found = _OWNED.search(query)
    if found is None:
        return "", frozenset()
    words = [w for w in found["owner"].split() if w.lower() not in _QUESTION_WORDS]
    owned = frozenset(stem(t) for t in content_terms(folded(found["owned"])))
    return (folded(" ".join(words)).lower(), owned) if words and owned else ("", frozenset())


def _of_owner(sentence: str, owner: str, owned: frozenset[str]) -> bool:
    """Does ``sentence`` open on the owner and write nothing said of the owned thing?"""
    opening = folded(DATELINE.sub("", sentence, count=1).lstrip()).lower()
    if not opening.startswith(owner) or opening[len(owner) : len(owner) + 2] in ("'s", "’s"):
        return False
    return not owned & {stem(t) for t in content_terms(folded(sentence))}
