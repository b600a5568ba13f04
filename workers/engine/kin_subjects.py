"""A value in a clause whose subject is a relative of the person the question names.

"In what year did Bill Penzey open his first spice shop?" is not answered by "Bill Penzey's
family ran a spice shop called The Spice House from 1957": the clause's subject is his
family, and its year is theirs. A clause that opens on a possessive and a kin noun ("Bill
Penzey's family", "his father", "Her parents") is about that relative; its values answer
nothing, unless the question itself speaks of a relative ("When did Holst's daughter …?").
Only the clause that opens on the relative is read: "…, but he opened his own in 1986" keeps
its year. Pure; a text with no kin word is not scanned.
"""

from __future__ import annotations

import re

from workers.engine.query_memo import per_query

KIN = (r"family|father|mother|parents|grandfather|grandmother|grandparents|brother|sister"
       r"|brothers|sisters|uncle|aunt|son|daughter|sons|daughters|wife|husband|widow|widower")
_KIN_WORD = re.compile(r"\b(?:" + KIN + r")\b", re.IGNORECASE)
_KIN_SUBJECT = re.compile(
    r"(?:^|(?<=[,;:.!?()—–])|\b(?:and|but|while|whereas|then)\b)[^\S\n]*"
    r"(?:(?:[A-Z][\w'’.-]*[^\S\n]+){0,3}[A-Z][\w.-]*['’]s?|[Hh]is|[Hh]er|[Tt]heir)"
    r"[^\S\n]+(?:" + KIN + r")[^\S\n]+(?!(?:and|or|of|to|who|whose)\b)[a-z][a-z-]+\b"
    r"[^,;:!?()—–]*")
"""A clause that opens on a possessive and a kin noun and goes on with its verb, to the next
clause mark ("Bill Penzey's family ran a spice shop … from 1957 before his own store.")."""


def kin_clauses(snippet: str, question: str) -> tuple[tuple[int, int], ...]:
    """Spans of ``snippet``'s clauses whose subject is a relative of a person (module
    docstring); none when ``question`` names a relative itself."""
    if _KIN_WORD.search(snippet) is None or _asks_kin(question):
        return ()
    return tuple(m.span() for m in _KIN_SUBJECT.finditer(snippet))


@per_query
def _asks_kin(question: str) -> bool:
    """Does ``question`` speak of a relative ("Holst's daughter")? Read once per query."""
    return _KIN_WORD.search(question) is not None
