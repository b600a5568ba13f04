"""A value right after the question's noun under another modifier is about that other kind.

"'short course' competition pool 25 m; Olympic (long course) 50 metres" for "How long is an
Olympic-size swimming pool?": the 25 m follows "competition pool", a pool the question
does not ask about (it says "swimming pool"), in a sentence that never says "swimming".
Only the two words right before the value count (a row without a colon: "<modifier>
<noun> <value>"), or before the noun's verb ("a sea kayak weighs 25 to 30 kg" for a sprint
kayak), so a verb or a noun elsewhere in the sentence never sets a value aside; a number is
no modifier ("the 50m pool"). A name credited through a possessive ("Ada's foot-powered
lathe" for "Who built the first electric lathe?") owns the question's noun under another
modifier too (``modified_otherwise``): that is another kind of the thing.
"""

from __future__ import annotations

import re

from workers.engine.predicates import PAST_FORMS, canonical
from workers.engine.query_memo import per_query
from workers.engine.terms import STOPWORDS, stem
from workers.engine.values import Value

_TOKEN = re.compile(r"[a-z0-9]+")
_REACH = 40
_ADVERB = re.compile(r"\b[a-z]{2,}ly[^\S\n]+[a-z]+[^\S\n]+$", re.IGNORECASE)
"""An "-ly" adverb right before the verb that comes right before the value ("rarely tops")."""
_VERBS = frozenset(stem(w) for w in (
    "last lasts lasted take takes took cost costs weigh weighs measure measures run runs hold "
    "holds reach reaches require requires need needs stay stays open opens close closes start "
    "starts end ends begin begins top tops exceed exceeds".split()))
"""Verbs a question's predicate ends on ("How long does a session last?"): "Access lasts 4
hours" puts no modifier before a noun."""


def another_kind(snippet: str, offset: int, value: Value, query: str) -> bool:
    """Is ``value`` (in ``snippet``, which starts at ``offset`` in its chunk) written right
    after one of the question's nouns with a modifier other than the question's (past the
    noun's verb: "a sea kayak weighs 25 kg")?"""
    at = value.start - offset
    before = _terms(snippet[max(0, at - _REACH) : at].lower())
    if before and before[-1] in _VERBS:
        before = before[:-1]  # "a sea kayak weighs 25 kg": the noun, its verb, the value
        if before and _ADVERB.search(snippet, 0, at):
            before = before[:-1]  # "the pine palm rarely tops 9 m": an adverb before the verb
    if len(before) < 2 or not before[-1] or not before[-2]:
        return False
    return _other_modifier(before[-2], before[-1], query, _terms(snippet.lower()))


def modified_otherwise(phrase: str, noun: str, query: str) -> bool:
    """Is ``noun`` (one of the question's nouns), right after ``phrase``, the question's noun
    under another modifier: "Ada's foot-powered lathe" for "the first electric lathe"? The
    question's own modifier of it must not be in ``phrase`` itself."""
    before = _terms(phrase.lower())
    if not before or not before[-1]:
        return False
    return _other_modifier(before[-1], stem(noun.lower()), query, before)


def _other_modifier(mine: str, noun: str, query: str, written: tuple[str, ...]) -> bool:
    """Is ``mine`` before ``noun`` another modifier than the question's, which ``written``
    (the terms of what is read) never writes? A question word, a number, an abbreviation
    of the question's modifier ("max" of "maximum") or its irregular past ("began" of
    "begin") is none."""
    theirs = "" if noun in _VERBS else _modifiers(query).get(noun, "")
    if mine in PAST_FORMS:
        mine = canonical(mine)  # "Began publication:" is the question's "begin publication"
    if not theirs or mine in _asked(query) or any(c.isdigit() for c in mine):
        return False
    if theirs.startswith(mine) or mine.startswith(theirs):
        return False  # "max" abbreviates "maximum": the same modifier
    return theirs not in written


@per_query
def _asked(query: str) -> frozenset[str]:
    return frozenset(_terms(query.lower()))


@per_query
def _modifiers(query: str) -> dict[str, str]:
    """Each content word of the question with the content word right before it."""
    asked = _terms(query.lower())
    return {word: asked[i - 1] for i, word in enumerate(asked)
            if i and word and asked[i - 1] and not asked[i - 1].isdigit()}


def _terms(text: str) -> tuple[str, ...]:
    """Words in order, stemmed; "" for a stop word."""
    return tuple(stem(w) if w not in STOPWORDS and (len(w) > 1 or w.isdigit()) else ""
                 for w in _TOKEN.findall(text))
