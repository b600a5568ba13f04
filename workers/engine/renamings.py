"""A parenthesis that gives the named thing's other name, not which of several it is.

"The Botanical Garden of Padua (Orto Botanico di Padova)", "Fantastic Planet (La Planète
sauvage)": the words in brackets translate the name before them; "Gardasil (Gardasil 9)": they
number a variant the name already writes (an acronym spelt out is ``disambiguators``'). Such a
bracket renames the thing a text is about and names no other entity of its name, unlike
"(Ohio)", "(1941 film)" or "(Australian politician)", which tell same-name things apart
(``disambiguators``; ``entities`` reads the mention).

Reads the bracket's text and the name written before it only. Invariants: a translation
shares with a word of the name its first ``_COGNATE`` letters (accents folded) in a word that
is not the same word, and holds no digit; a numbered variant is some of the name's own
words and one number of at most three digits after them. A bracket that repeats the name's
word unchanged beside another word ("Austin City Hall (Austin, Nevada)") is none of these.
"""

from __future__ import annotations

import re

from workers.engine.accents import folded

__all__ = ["renames"]

_COGNATE = 4
"""Letters a translated word shares with its name's word ("Botanico" / "Botanical",
"Diamant" / "Diamond")."""
_WORD = re.compile(r"[^\W\d_][\w'’-]*")
_NUMBERED = re.compile(r"((?:[^\W\d_][\w'’-]*[^\S\n]+){1,3})(\d{1,3})")


def renames(inside: str, name: str) -> bool:
    """Does the bracket ``inside`` rename the thing ``name`` (the words before it) calls: its
    translation or its numbered variant?"""
    return _translates(inside, name) or _numbers(inside, name)


def _words(text: str) -> list[str]:
    return [folded(w).lower() for w in _WORD.findall(text)]


def _translates(inside: str, name: str) -> bool:
    """Does a word of ``inside`` (no digits) share its first ``_COGNATE`` letters with a
    word of ``name`` without being that word, while no word of ``name`` recurs unchanged?"""
    if any(c.isdigit() for c in inside):
        return False
    mine, theirs = _words(inside), _words(name)
    if set(mine) & set(theirs):
        return False
    return any(len(a) >= _COGNATE and len(b) >= _COGNATE and a[:_COGNATE] == b[:_COGNATE]
               for a in mine for b in theirs)


def _numbers(inside: str, name: str) -> bool:
    """Is ``inside`` words of ``name`` and a number after them ("Gardasil (Gardasil 9)")?"""
    found = _NUMBERED.fullmatch(inside.strip())
    return found is not None and bool(_words(found.group(1))) \
        and set(_words(found.group(1))) <= set(_words(name))
