"""Another proper name on a word of the question's name: "the Alfoxden Journal" for the
Grasmere Journal, "the Complutensian Polyglot" for Plantin's Polyglot Bible.

The question names its subject by a run of two or more capitalised words past its first word
("her Grasmere Journal", "Christophe Plantin's Polyglot Bible"); a possessive ends a name
("Christophe Plantin" owns "Polyglot Bible"). A sentence that writes, before its first value,
"the" and one to three capitalised words of its own, then a word of one such name as the
last word of its own name ("The Alfoxden Journal, Dorothy's earlier diary, began in …"),
names another thing called by that word: its proper modifier stands where the question's
own stands. Its values are that thing's. Invariants: none of the name's own words is a word
of the question, a month or a day; the sentence writes no other word of the question's name
before its first value ("the Grasmere Journal, like the Alfoxden Journal, …" stays the
subject's); a name going on into another capitalised word is a longer name, read whole.
Pure; the question's names are memoised per query.
"""

from __future__ import annotations

import re

from workers.engine.owner_names import CALENDAR
from workers.engine.query_memo import per_query
from workers.engine.terms import stem

_CAP = r"[A-Z][a-z][\w'’-]*"
_QUESTION_RUN = re.compile(rf"(?<=\s)(?:{_CAP}[^\S\n]+)+{_CAP}")
"""Two or more capitalised words past the question's first."""
_POSSESSIVE = re.compile(r"['’]s?$")
_NAMED = re.compile(
    r"\b[Tt]he[^\S\n]+((?:[A-Z][a-z][\w-]*[^\S\n]+){1,3})([A-Z][a-z][\w-]*)\b(?![^\S\n]+[A-Z])")
""""the", one to three capitalised words, and a last capitalised word no other follows."""
_WORD = re.compile(r"[A-Za-z][\w'’-]*")


def _stem(word: str) -> str:
    """The stem of ``word``, lower-cased and without a possessive."""
    return stem(_POSSESSIVE.sub("", word.lower()))


@per_query
def _names(query: str) -> tuple[tuple[frozenset[str], ...], frozenset[str]]:
    """The question's capitalised names (each a set of word stems, two words or more; a
    possessive ends a name) and the stems of all its words."""
    names: list[frozenset[str]] = []
    for found in _QUESTION_RUN.finditer(query):
        name: list[str] = []
        for word in found.group(0).split():
            name.append(_stem(word))
            if _POSSESSIVE.search(word):
                names.append(frozenset(name))
                name = []
        names.append(frozenset(name))
    every = frozenset(_stem(w) for w in _WORD.findall(query))
    return tuple(n for n in names if len(n) > 1), every


@per_query
def reads_headed(query: str) -> bool:
    """Does the question name its subject by a capitalised name of two words or more?"""
    return bool(_names(query)[0])


def headed_rival(snippet: str, query: str, until: int) -> str:
    """"rival:headed-<name>" when ``snippet`` names, before ``until``, another thing by a
    proper name ending on a word of the question's name (module docstring); "" otherwise."""
    names, every = _names(query)
    if not names or "he " not in snippet[:until]:
        return ""
    for found in _NAMED.finditer(snippet, 0, until):
        own = found.group(1).split()
        if any(_stem(w) in every or w.lower() in CALENDAR for w in own):
            continue
        head = _stem(found.group(2))
        before = frozenset(_stem(w) for w in _WORD.findall(snippet[:until]))
        if any(head in name and before.isdisjoint(name - {head}) for name in names):
            return "rival:headed-" + "-".join(w.lower() for w in [*own, found.group(2)])
    return ""
