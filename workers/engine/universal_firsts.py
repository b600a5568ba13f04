"""An owned "first" in the question against a universal "first ever" in a sentence.

"When did the Gazette print its first weather map?" asks for the first map of one owner
("its first", "their first", "the Gazette's first"). A sentence that writes the same noun's
universal first ("the first weather map ever appeared in 1816", "the first-ever weather
map", "the world's first weather map") tells the first of all owners, another thing than
the asked one, though its words are the question's. Invariant: only a question writing a
possessive determiner or a possessive "'s" right before "first" is read, and only when it
writes no universal first itself ("the world's first regular service"); a phrase ends at a
closed-class word. A date is set aside only when its sentence writes the asked phrase
(``universal_first``) after "first ever", "first-ever", "world's first", or between "first"
and "ever", with no possessive before it ("its first … ever" stays the owner's). Every other
value passes. Pure; claims are replaced, never mutated.
"""

from __future__ import annotations

import re

from workers.engine.claims import Claim
from workers.engine.kept_values import outside_sentences
from workers.engine.terms import stem

_OWNED_FIRST = re.compile(
    r"(?:\b(?:its|their|his|her|our)|\w['’]s?)[^\S\n]+first((?:[^\S\n]+[a-z][a-z-]*){1,3})",
    re.IGNORECASE)
"""A question's owned first and the words after it: "its first crossword", "the Times's
first weather map"."""
_UNIVERSAL = re.compile(
    r"\b(?:first(?:[^\S\n]+|-)ever|world['’]s[^\S\n]+first)((?:[^\S\n]+[a-z][a-z-]*){1,3})"
    r"|\bfirst((?:[^\S\n]+[a-z][a-z-]*){1,3}?)[^\S\n]+ever\b",
    re.IGNORECASE)
"""A universal first and the words after it: "first ever crossword", "first-ever map",
"world's first map", "the first weather map ever"."""
_OWNER_BEFORE = re.compile(r"(?:\b(?:its|their|his|her|our)|\w['’]s?)[^\S\n]+$", re.IGNORECASE)
_CLOSED = frozenset(
    "a an the of in on at by for to from with into and or but ever was were is are be been "
    "did do does has have had will would can could that which who this".split())
"""Closed-class words, which end a noun phrase."""


def _phrase(words: str) -> list[str]:
    """The stems of ``words`` up to the first closed-class word."""
    out = []
    for word in words.lower().split():
        if word in _CLOSED:
            break
        out.append(stem(word))
    return out


def asked_owned_noun(query: str) -> tuple[str, ...] | None:
    """The stems of the phrase the question's owned "first" qualifies, or ``None``."""
    if _UNIVERSAL.search(query):
        return None  # "the world's first regular service" asks the universal first itself
    found = _OWNED_FIRST.search(query)
    phrase = [] if found is None else _phrase(found.group(1))
    return tuple(phrase) if phrase else None


def universal_first(sentence: str, asked: tuple[str, ...]) -> bool:
    """Does ``sentence`` write, unowned, the universal first of the ``asked`` phrase: a phrase
    holding all its words but perhaps its last (a question's verb may end it: "did its first
    map appear?") and no other word but perhaps its own last (a verb may end the sentence's:
    "the first-ever map appeared")?"""
    if "first" not in sentence.lower():
        return False
    core = set(asked[:-1] if len(asked) > 1 else asked)
    for found in _UNIVERSAL.finditer(sentence):
        phrase = _phrase(found.group(1) or found.group(2))
        if phrase and core <= set(phrase) and set(phrase[:-1]) <= set(asked) \
                and not _OWNER_BEFORE.search(sentence, 0, found.start()):
            return True
    return False


def owned_firsts_only(
    chunks: list[tuple[str, list[Claim]]], query: str
) -> list[tuple[str, list[Claim]]]:
    """Each chunk (its text and claims) without the values whose sentence tells the universal
    first of the noun the question's owned "first" asks (module docstring); a claim left
    with no value is dropped."""
    noun = asked_owned_noun(query)
    if noun is None:
        return chunks
    return [(text, outside_sentences(claims, text, lambda body: universal_first(body, noun))
             if claims else claims) for text, claims in chunks]
