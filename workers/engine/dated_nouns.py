"""A year written as a noun's modifier dates that noun: "the 1966 riots started over a fare
rise" gives 1966 to the riots, not to whatever "started" may name in the question.

A bare year between a determiner ("the", "its", "their", "this", "that") and a word in lower
case that follows at once ("the 1966 riots", "its 1994 refit") is that thing's date, the way
"the 40 cm telescope" is the telescope's size (``measured_nouns``); so is a year after a
determined noun and "of" ("the Welsh revolt of 1294–95": the revolt's years), unless the
noun names a time ("the summer of 1295"). It answers a *when*
question about another event only when the noun is itself one of the question's words or
names its event ("the 1888 launch" for an asked launch): the caller decides with ``own``.
A capitalised name after the year ("easing traffic on the 1936 Kessel Bridge") is dated the
same way, another thing's year, when none of the name's words is the question's ("the 1936
Olympics" for Olympics asked) and the year's clause before it writes none either ("Norman
ended Khan's run at the 1987 World Open" dates the asked end at that tournament). A record
a verb of beating governs ("smashing the 2007 record", "broke its 1998 best") is the earlier
record, beaten by the one the sentence states: its year answers no question. Pure;
reads a few words around the year and its clause.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from workers.engine.terms import STOPWORDS

_DETERMINER_BEFORE = re.compile(r"\b(?:the|its|their|this|that|his|her)[^\S\n]+$",
                                re.IGNORECASE)
_NOUN_AFTER = re.compile(r"[^\S\n]+([a-z][a-z-]{2,})\b")
_NOT_NOUNS = frozenset(
    "and or but to of in on at by for from with as is was are were has had have be been "
    "when while until after before since season edition version".split())
"""Words after a year that make it no modifier of another thing: a link word, a verb of
being, or a word naming the subject's own edition ("the 2019 season" is left to others)."""
_YEAR = re.compile(r"\d{4}")
_NAME_AFTER = re.compile(r"[^\S\n]+([A-Z][\w'’-]+(?:[^\S\n]+[A-Z][\w'’-]+){0,3})")
"""One to four capitalised words right after the year: a name it modifies."""
_CLAUSE_MARK = re.compile(r"[,;:|·•()\n!?]|[^\S\n][—–][^\S\n]|\.(?=[^\S\n])")
_CLAUSE = 120
"""How far before the year its clause is read."""
_WORD = re.compile(r"[A-Za-z][\w'’-]*")


_BEATEN = re.compile(
    r"\b(?:smash|break|broke|beat|surpass|eclips|shatter|top|topp|better|overtak|overtook"
    r"|exceed|outdo|outdid)\w*[^\S\n]+(?:the|its|their|his|her)[^\S\n]+$", re.IGNORECASE)
"""A verb of beating and the determiner before a year: "smashing the ", "broke its "."""
_RECORDS = frozenset("record records best high low mark peak minimum maximum".split())
"""Nouns that a beaten year dates as the earlier record ("the 2007 record", "its 2016 best")."""
_NOUN_OF = re.compile(
    r"\b(?:the|its|their|this|that|his|her)[^\S\n]+(?:[A-Z][a-z]+[^\S\n]+)?"
    r"([a-z][a-z-]{2,})[^\S\n]+of[^\S\n]+$", re.IGNORECASE)
"""A determined noun and "of" right before the year ("the Welsh revolt of 1294–95"): an
origin word ("Welsh") may stand before the noun."""
_TIMES = frozenset(
    """year years summer winter spring autumn fall end start beginning middle course turn
    decade century month week day night time period era days months""".split())
"""Nouns "of" a year names a time by ("the summer of 1295"), no other thing."""


def dated_noun(text: str, start: int, end: int) -> str:
    """The noun the year at ``start:end`` of ``text`` modifies ("the 1966 riots": "riots";
    "the revolt of 1294": "revolt"), else "". A time noun before "of" ("the summer of 1295")
    dates nothing but the time."""
    if _YEAR.fullmatch(text, start, end) is None:
        return ""
    if _DETERMINER_BEFORE.search(text, max(0, start - 8), start) is None:
        noun_of = _NOUN_OF.search(text, max(0, start - 40), start)
        if noun_of is None or noun_of.group(1).lower() in _TIMES | _NOT_NOUNS:
            return ""
        return noun_of.group(1).lower()
    noun = _NOUN_AFTER.match(text, end)
    if noun is None or noun.group(1) in _NOT_NOUNS:
        return ""
    return noun.group(1)


def dates_another_noun(text: str, start: int, end: int, own: Callable[[str], bool]) -> bool:
    """Does the year at ``start:end`` of ``text`` modify a noun that ``own`` (the question's
    words and its event's) does not accept, or a record a verb of beating governs
    ("smashing the 2007 record", ``_BEATEN``: the earlier record, whatever the question)?"""
    noun = dated_noun(text, start, end)
    if noun and _BEATEN.search(text, max(0, start - 40), start) and noun in _RECORDS:
        return True  # "smashing the 2007 record": the record beaten, not the one set
    if noun:
        return not own(noun)
    return bool(dated_name(text, start, end, own))


def dated_name(text: str, start: int, end: int, own: Callable[[str], bool]) -> str:
    """The capitalised name the year at ``start:end`` of ``text`` modifies after a
    determiner ("the 1936 Kessel Bridge"), when none of its words, nor of the year's clause
    before it, is one ``own`` accepts; else ""."""
    if _YEAR.fullmatch(text, start, end) is None \
            or _DETERMINER_BEFORE.search(text, max(0, start - 8), start) is None:
        return ""
    name = _NAME_AFTER.match(text, end)
    if name is None:
        return ""
    marks = [m.end() for m in _CLAUSE_MARK.finditer(text, max(0, start - _CLAUSE), start)]
    clause = text[marks[-1] if marks else max(0, start - _CLAUSE):start]
    if any(own(w) for w in _WORD.findall(clause) if w.lower() not in STOPWORDS):
        return ""  # the clause names the asked event or subject: the name is its occasion
    words = [w.strip("'’").removesuffix("'s").removesuffix("’s") for w in name.group(1).split()]
    return "" if any(own(w) for w in words) else " ".join(w.lower() for w in words)


_EARLIER = frozenset("previous former earlier prior old past".split())
"""Words by which a row's label names a superseded state of the asked thing."""


def earlier_label(label: str, spelled: frozenset[str]) -> bool:
    """Does a row label (lower case: "previous record") name an earlier, superseded state by
    a word the question does not write (``spelled``: "What was the previous record?" asks
    for it)? Such a row dates the state the asked one replaced."""
    words = set(re.findall(r"[a-z]+", label))
    return not words.isdisjoint(_EARLIER) and words.isdisjoint(_EARLIER & spelled)
