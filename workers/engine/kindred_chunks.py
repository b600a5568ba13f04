"""A chunk that opens on another thing's name, and never writes the question's own.

"When was the first Llangollen International Musical Eisteddfod held?" is not answered by a
page that says "The National Eisteddfod of Wales moves around the country each year; in 2017
it was held on Anglesey", nor "… the first Wacken Open Air held?" by "Hellfest, in Clisson
in western France, was first held in 2006". Both pages are about another thing of the asked
kind, and their values are that thing's. Where the question names its thing by a run of
capitalised words, a chunk is about another thing when it writes none of those words
anywhere (in any case), save the last word of a run of two or more (the name's kind:
"Eisteddfod", "Bridge"), and its first sentence (a dateline before "·" or a spaced dash read
past) opens on one of two names:

- a kindred name: capitalised words after "The", "A" or "An" ("of" may join them), followed
  by a lower-case word, that hold the question's kind word and a word of their own, none of
  the question's ("The National Eisteddfod of Wales moves …", "The Tyne Bridge opened …"
  when the Sydney Harbour Bridge is asked); the article marks a named thing, where a
  person's title and surname ("Doctor Ward found …") or a note's "FYI C3 wheel nuts …" would
  otherwise read as one;
- a lone name set apart by an apposition before its verb: one capitalised word, a comma, a
  place ("in", "at", "near" and a capitalised word) or a noun phrase ("a", "an", "the"), a
  comma and a verb ("was", "is", "has", a past "-ed"): "Hellfest, in Clisson in western
  France, was first held …". A common noun opening a sentence takes a relative clause or
  none ("Construction, which began in 1887, was …"), not such an apposition.

A name sharing no kind ("Thomas Jensen and Holger Hübner founded the festival …") is never of
the first shape, and a pronoun, a determiner's common noun ("The festival began …") or a
title opens neither, so a page about the asked thing that leaves its name out keeps its
values. Such a chunk's claims are dropped. Pure; the question's names are memoised per
query, a chunk's words per text.
"""

from __future__ import annotations

import re

from workers.engine.claim_records import Claim
from workers.engine.datelines import DATELINE
from workers.engine.name_words import DETERMINERS_AND_PRONOUNS, PERSON_TITLES
from workers.engine.query_memo import per_query
from workers.engine.terms import stem
from workers.engine.text_memo import per_text

_WORD = re.compile(r"[A-Za-z0-9][\w'’-]*")
_POSSESSIVE = re.compile(r"['’]s?$")
_NAME = r"[A-Z][\w'’.-]*"
_KINDRED = re.compile(
    rf"(?:The|A|An)[^\S\n]+(?P<name>{_NAME}(?:[^\S\n]+(?:of[^\S\n]+)?{_NAME}){{0,5}})"
    r"[^\S\n]+[a-z]")
"""An article, a name of capitalised words ("of" may join them) and the lower-case word
after it: an article before a name marks a named thing, never a person ("Doctor Ward")."""
_LONE = re.compile(
    rf"(?P<name>{_NAME}),[^\S\n]+(?:(?:in|at|near)[^\S\n]+[A-Z]|(?:a|an|the)[^\S\n]+[a-z])"
    r"[^,.;!?\n]{0,80},[^\S\n]+(?:was|were|is|are|has|had|[a-z]{3,}ed)\b")
"""One capitalised word, an apposition (a place or a noun phrase) and the verb after it."""
_NOT_NAMES = DETERMINERS_AND_PRONOUNS | PERSON_TITLES | frozenset(
    "there here then now today yesterday however meanwhile".split())
"""Capitalised words that name nothing of their own (a determiner, pronoun, adverb, title)."""


def _stem(word: str) -> str:
    return stem(_POSSESSIVE.sub("", word).lower())


@per_query
def _question_names(query: str) -> tuple[frozenset[str], frozenset[str]]:
    """The stems of the question's capitalised words past its first, and of the last word of
    each run of two or more of them (the name's kind); empty when it names nothing so."""
    words = [m.group(0) for m in _WORD.finditer(query)]
    names: set[str] = set()
    kinds: set[str] = set()
    run: list[str] = []
    for word in [*words[1:], ""]:
        if word[:1].isupper():
            run.append(word)
            continue
        names.update(_stem(w) for w in run)
        if len(run) > 1:
            kinds.add(_stem(run[-1]))
        run = []
    return frozenset(names), frozenset(kinds)


@per_text
def _stems(text: str) -> frozenset[str]:
    return frozenset(_stem(m.group(0)) for m in _WORD.finditer(text))


def _opens_on_other_name(text: str, names: frozenset[str], kinds: frozenset[str],
                         query_words: frozenset[str]) -> bool:
    """Does ``text`` (past its dateline) open on a kindred name or a lone apposed name that
    is not the question's (module docstring)?"""
    dateline = DATELINE.match(text)
    start = dateline.end() if dateline is not None else 0
    lone = _LONE.match(text, start)
    if lone is not None:
        word = lone.group("name")
        return word.lower() not in _NOT_NAMES and _stem(word) not in query_words
    kindred = _KINDRED.match(text, start)
    if kindred is None or not kinds:
        return False
    words = [w for w in kindred.group("name").split() if w != "of"]
    stems = {_stem(w) for w in words}
    own = [w for w in words if _stem(w) not in query_words and w.lower() not in _NOT_NAMES]
    return bool(stems & kinds) and not (stems & (names - kinds)) and bool(own)


def about_kindred_thing(text: str, query: str) -> bool:
    """Is ``text`` a chunk that writes none of the question's name words but its kind and
    opens on another thing's name (module docstring)?"""
    names, kinds = _question_names(query)
    if not names or (names - kinds) & _stems(text):
        return False
    return _opens_on_other_name(text, names, kinds, _stems(query))


def kindred_chunks_only(claims: list[Claim], text: str, query: str) -> list[Claim]:
    """``claims``, or none when their chunk (``text``) is about another thing of the asked
    kind (``about_kindred_thing``)."""
    return [] if claims and about_kindred_thing(text, query) else claims
