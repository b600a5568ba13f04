"""A year written as a noun's modifier dates that noun: "the 1966 riots started over a fare
rise" gives 1966 to the riots, not to whatever "started" may name in the question.

A bare year between a determiner ("the", "its", "their", "this", "that") and a word in lower
case that follows at once ("the 1966 riots", "its 1994 refit") is that thing's date, the way
"the 40 cm telescope" is the telescope's size (``measured_nouns``). It answers a *when*
question about another event only when the noun is itself one of the question's words or
names its event ("the 1888 launch" for an asked launch): the caller decides with ``own``.
Pure; reads a few words around the year.
"""

from __future__ import annotations

import re
from collections.abc import Callable

_DETERMINER_BEFORE = re.compile(r"\b(?:the|its|their|this|that|his|her)[^\S\n]+$",
                                re.IGNORECASE)
_NOUN_AFTER = re.compile(r"[^\S\n]+([a-z][a-z-]{2,})\b")
_NOT_NOUNS = frozenset(
    "and or but to of in on at by for from with as is was are were has had have be been "
    "when while until after before since season edition version".split())
"""Words after a year that make it no modifier of another thing: a link word, a verb of
being, or a word naming the subject's own edition ("the 2019 season" is left to others)."""
_YEAR = re.compile(r"\d{4}")


def dated_noun(text: str, start: int, end: int) -> str:
    """The noun the year at ``start:end`` of ``text`` modifies ("the 1966 riots": "riots"),
    else ""."""
    if _YEAR.fullmatch(text, start, end) is None \
            or _DETERMINER_BEFORE.search(text, max(0, start - 8), start) is None:
        return ""
    noun = _NOUN_AFTER.match(text, end)
    if noun is None or noun.group(1) in _NOT_NOUNS:
        return ""
    return noun.group(1)


def dates_another_noun(text: str, start: int, end: int, own: Callable[[str], bool]) -> bool:
    """Does the year at ``start:end`` of ``text`` modify a noun that ``own`` (the question's
    words and its event's) does not accept?"""
    noun = dated_noun(text, start, end)
    return bool(noun) and not own(noun)
