"""A noun of an act the question asks about counts the things that act is done to.

"How many items can a reader reserve at one time?" is answered by "You can have four
reservations at a time": each reservation is one item reserved, so "four reservations"
counts what is asked although it never writes "items". Reads one noun and the question's
words (stems) only.
"""

from __future__ import annotations

from workers.engine.terms import stem

_ACT_SUFFIXES = ("ation", "ment", "al", "ing")
"""Endings that make a noun of a verb: "reservation", "payment", "renewal", "booking"."""


def names_asked_act(noun: str, words: frozenset[str]) -> bool:
    """Is ``noun`` the noun of a verb among the question's ``words`` (stems)? Invariant:
    only a noun with one of ``_ACT_SUFFIXES`` whose rest, stemmed, is one of ``words``
    ("teams" is no act; "stations" is no act of "st")."""
    word = noun.lower().removesuffix("s")
    return any(word.endswith(suffix) and len(word) > len(suffix) + 2
               and stem(word[: -len(suffix)]) in words for suffix in _ACT_SUFFIXES)
