"""A requirement of another thing of the asked kind: no answer to "may it contain X?".

"Can dairy ice cream sold in the UK contain vegetable fat?" is not answered "must" by "dairy
ice cream has to be made with milk fat": the requirement's object is another thing of the
asked kind (same head noun, "fat", another modifier, "milk"), so it rules on milk fat, and
says nothing either way about vegetable fat. The asked thing is the question's last two
words ("… vegetable fat?": a modifier and a head, both content words, the object of its
verb: after a preposition they name a place, and a requirement of another place, "must be
carried in hand luggage" for "… pack it in checked luggage?", does rule on it); a sentence that
requires ("must", "has to", "needs to", "is required to", without a negation) and names the
head after another modifier within a few words, and never writes the asked modifier, rules
on the other thing. When the question ends on a short place phrase instead ("Can you wear
shoes with heels on a lawn bowling green?"), the asked thing is the object before it: its
last two content words after a determiner, or a head and the noun "with" joins to it ("shoes
with heels": head "shoes", modifier "heels"), so "Bowlers must wear flat shoes on the green"
rules on flat shoes.
Invariant: a question that does not end on two content words or such an object, a
prohibition, and a sentence that names the asked modifier anywhere are left as read.
Pure; bounded patterns.
"""

from __future__ import annotations

import re

from workers.engine.terms import STOPWORDS, stem

_ASKED = re.compile(
    r"\b(?P<before>[a-z][a-z'-]*)[^\S\n]+(?:(?:the|a|an|its|their|your|his|her|our)[^\S\n]+)?"
    r"([a-z][a-z-]+)[^\S\n]+([a-z][a-z-]+)[^\S\n]*\?\s*$")
"""The question's last two words: the asked thing's modifier and head, after its verb."""
_PLACE = frozenset("in on at into onto from to by for through inside within via".split())
"""A preposition before the pair makes it a place ("pack it in checked luggage?"): a
requirement of another place ("must be carried in hand luggage") does rule on it."""
_PLACE_TAIL = re.compile(
    r"[^\S\n]+(?:in|on|at|into|onto|inside|within)[^\S\n]+"
    r"(?:(?:the|a|an|its|their|your|his|her|our)[^\S\n]+)?(?:[a-z][a-z'-]*[^\S\n]+){0,2}"
    r"[a-z][a-z'-]*[^\S\n]*\?\s*$")
"""A place phrase of at most three words closing the question ("… on a lawn bowling green?")."""
_OBJECT_BEFORE = re.compile(
    r"\b(?:(?P<head>[a-z][a-z-]+)[^\S\n]+with[^\S\n]+(?P<with>[a-z][a-z-]+)"
    r"|\b(?:the|a|an|any|its|their|your|his|her|our)[^\S\n]+"
    r"(?P<modifier>[a-z][a-z-]+)[^\S\n]+(?P<noun>[a-z][a-z-]+))$")
"""The asked object right before that place phrase: "shoes with heels", or a modifier and
a head after a determiner ("a flat cap"; without one, the first word may be the verb:
"take photos")."""
_REQUIRED = re.compile(
    r"\b(?:must|ha(?:s|ve)[^\S\n]+to|needs?[^\S\n]+to|(?:is|are)[^\S\n]+required[^\S\n]+to)"
    r"(?P<rest>(?:[^\S\n]+[\w'’-]+){1,6})", re.IGNORECASE)
_NEGATION = re.compile(r"\b(?:not|no|never|cannot|without|only)\b|n't\b", re.IGNORECASE)


def requires_other(sentence: str, query: str) -> bool:
    """Does ``sentence`` require another thing of the kind ``query`` asks may be had
    (module docstring)?"""
    if _NEGATION.search(sentence):
        return False
    pair = _asked_pair(query.lower())
    if pair is None:
        return False
    modifier, head = pair
    words = [stem(w) for w in re.findall(r"[a-z][a-z'-]*", sentence.lower())]
    if stem(modifier) in words:
        return False
    for required in _REQUIRED.finditer(sentence):
        rest = [stem(w) for w in re.findall(r"[a-z][a-z'-]*", required.group("rest").lower())]
        if any(i and w == stem(head) and rest[i - 1] not in STOPWORDS
               for i, w in enumerate(rest)):
            return True
    return False


def _asked_pair(question: str) -> tuple[str, str] | None:
    """The asked thing's (modifier, head) in lower-cased ``question``: its last two words, or
    the object before a place phrase closing it (module docstring); None when neither is
    two content words."""
    tail = _PLACE_TAIL.search(question)
    if tail is not None:
        found = _OBJECT_BEFORE.search(question, 0, tail.start())
        if found is None:
            return None
        pair = (found.group("with"), found.group("head")) if found.group("head") \
            else (found.group("modifier"), found.group("noun"))
    else:
        asked = _ASKED.search(question)
        if asked is None or asked.group("before") in _PLACE:
            return None
        pair = (asked.group(2), asked.group(3))
    return None if pair[0] in STOPWORDS or pair[1] in STOPWORDS else pair
