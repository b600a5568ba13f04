"""The thing a passive sale's subject names: another thing's price, when the question never
writes it.

"How much did Ada Vale pay for her cottage?" is not answered by "Vale's Harbour at Dusk has
been sold privately for $2 million": a sentence opening on a thing, its owner's possessive
before it or not, then a passive verb of sale ("was sold", "has reportedly been bought")
states the price of that thing, and a capitalised name the question never writes ("Harbour
at Dusk", "WhatsApp was bought for $19 billion") is another thing than the asked one. The
mirror of ``asked_deal._other_object``, which reads the paid-for thing after the value ("paid
$19 billion for WhatsApp").

Invariant: only a capitalised word opens such a thing, never a determiner or pronoun ("Their
house was sold …", "The cottage was bought …" stay the asked deal's), and a thing the question
names ("Instagram was bought for …") is the asked one. Pure: reads the sentence before the
value.
"""

from __future__ import annotations

import re

_SOLD_SUBJECT = re.compile(
    r"[^\S\n]*(?:(?:[A-Z][\w-]*[^\S\n]+){0,3}[A-Z][\w-]*['’]s[^\S\n]+)?(?P<thing>[A-Z][\w'’-]*)"
    r"(?P<rest>[^;:!?\n]{0,60}?)[^\S\n]+(?:has|have|had|was|were|is|are)[^\S\n]+"
    r"(?:[a-z]+ly[^\S\n]+)?(?:been[^\S\n]+)?(?:[a-z]+ly[^\S\n]+)?"
    r"(?:sold|bought|acquired|purchased|auctioned)\b")
"""A sentence's subject (an owner's possessive before it or not) and its passive sale."""
_PARTS = re.compile(r"[a-z]+")
_COMMON = re.compile(r"(?<![\w'’])(?!(?:of|the|and|at|in|on|by|for|to|with|de|la)\b)[a-z]{2,}")
"""A lower-case word in the subject: a common noun or a verb, no name (a title's function
words may join one: "Harbour at Dusk")."""
_NOT_THINGS = frozenset(
    """the a an this that these those their his her its our your my it they he she we i
    there some many most all each every one another such""".split())
"""Capitalised words that open a subject without naming a thing of their own."""


def sold_other_thing(before: str, asked: frozenset[str]) -> bool:
    """Does the sentence ``before`` a money value open on a thing none of ``asked`` (the
    question's words, lower case) names, sold in the passive (module docstring)?"""
    found = _SOLD_SUBJECT.match(before)
    if found is None or "'s" in found["rest"] or "’s" in found["rest"] \
            or _COMMON.search(found["rest"]):
        return False  # "Ada Vale's cottage was sold": the thing is a common noun
    parts = _PARTS.findall(found["thing"].lower())
    return bool(parts) and parts[0] not in _NOT_THINGS and not any(p in asked for p in parts)
