"""A date's clause whose agent acts on another named thing tells that thing's event.

A *when* question whose subject undergoes the asked act ("In what year were the Arden mills
founded?") keeps the clause of an agent acting on the subject ("Westerman founded it in
1786", "Dale built the mills in 1786"). But a clause whose agent's past verb takes, as its
object, a name of capitalised words one of which is none of the question's words (nor a
title) dates that thing: "Ada Vale opened the Institute for Young Weavers at Arden in 1816"
is the institute's opening, not the mills' founding. The clause opens (after an optional
"and", "but", "then") on a name or pronoun, then the past verb, then "the" or nothing, then
the object's name ("of", "the", "for", "and" may join its words). Pure: reads the clause
before the date.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from workers.engine.name_words import DETERMINERS_AND_PRONOUNS, PERSON_TITLES
from workers.engine.predicates import PAST_FORMS

_NAME = r"[A-Z][\w'’.-]*"
_ACTED = re.compile(
    rf"[^\S\n]*(?:(?:and|but|then)[^\S\n]+)?(?:The[^\S\n]+)?"
    rf"(?:{_NAME}(?:[^\S\n]+{_NAME}){{0,3}}|he|she|they|it)[^\S\n]+([a-z]{{3,}})[^\S\n]+"
    rf"(?:the[^\S\n]+)?({_NAME}(?:[^\S\n]+(?:(?:of|the|for|and)[^\S\n]+)*{_NAME}){{0,4}})"
    r"(?![\w'’])")
"""An agent, its verb and a named object: "Ada Vale opened the Institute for Young Weavers"."""
_NOT_NAMES = DETERMINERS_AND_PRONOUNS | PERSON_TITLES
"""Capitalised words that name nothing of their own."""
_BUILT = frozenset({"built", "rebuilt"})
"""Irregular past forms of making verbs that ``PAST_FORMS`` lacks."""


def acted_on_other(before: str, own: Callable[[str], bool]) -> str:
    """The named object (lower-case words) an agent's past verb acts on in the date's clause
    ``before`` the date, when one of its words is none of the question's (``own``); ""
    otherwise (module docstring)."""
    found = _ACTED.match(before)
    if found is None or not _past(found.group(1)):
        return ""
    words = [w.strip("'’.") for w in found.group(2).split()
             if w[:1].isupper() and not w.endswith(("'s", "’s"))]
    if not any(w and w.lower() not in _NOT_NAMES and not own(w)
               and not any(c.isdigit() for c in w) for w in words):
        return ""
    return " ".join(w.lower() for w in words)


def _past(word: str) -> bool:
    """Is ``word`` a past verb ("opened", "built")?"""
    return word.endswith("ed") or word in PAST_FORMS or word in _BUILT
