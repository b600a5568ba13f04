"""A rival owner of a "How many … does X have?" question's count.

Reads one sentence before its first value against the owner the question names. A clause
opening with another owner's noun phrase, then "has", is that owner's: never a pronoun,
a short definite description, or a phrase writing a head or own word of the question's
owner (not even inside a code). Pure; the question's owner is memoised per query.
"""

from __future__ import annotations

import re

from workers.engine.query_memo import per_query
from workers.engine.subject_phrases import AUXILIARIES, FUNCTION_WORDS, REFERS_BACK, TOKEN
from workers.engine.terms import stem

_HAVE_QUESTION = re.compile(r"\b(?:does|do|did)\s+([^?]{2,60}?)\s+have\b", re.IGNORECASE)
_HAVE_CLAUSE = re.compile(
    r"(?:^|(?<=[.;:!?—–·])[^\S\n]*)((?:[\w'×-]+[^\S\n]+){0,4}?[\w'×-]+)[^\S\n]+(?:has|have|had)"
    r"[^\S\n]")
"""A clause that opens with its owner and "has": "A pork side has 14 or 15 ribs"."""


_DEFINITE = frozenset("the its their his her this that these those our your".split())
_AFTER_NOUN = frozenset(
    "alone itself themselves too also still now today then already once again".split())
"""Adverbs (a closed class, none in "-ly") that follow a noun phrase without heading it:
"the Grand Cascade alone has 150 fountains" is the cascade's count."""


@per_query
def owner_words(query: str) -> frozenset[str]:
    """The content words of the owner a "How many … does X have?" question names."""
    found = _HAVE_QUESTION.search(query)
    if found is None:
        return frozenset()
    return frozenset(stem(m.group(0)) for m in TOKEN.finditer(found.group(1))
                     if m.group(0).lower() not in FUNCTION_WORDS)


@per_query
def _owner_heads(query: str) -> tuple[str, ...]:
    """The stems of the heads of the owner a "have" question names: its last word and any
    possessive ("dog" of "an adult dog"; "stomach" and "cow" of "a cow's stomach")."""
    found = _HAVE_QUESTION.search(query)
    words = [m.group(0) for m in TOKEN.finditer(found.group(1))] if found else []
    return tuple(stem(w.removesuffix("'s")) for w in words
                 if w is words[-1] or w.endswith("'s"))


def other_owner(snippet: str, query: str, until: int) -> str:
    """"rival:<word>" for a sentence that, before its value, says another owner has it ("A
    pork side has 14 or 15 ribs" for "How many pairs of ribs does a human have?"): a clause
    opening with a noun phrase that writes neither a head of the question's owner
    (``_owner_heads``) nor, as its own head (its last word but an adverb, "-ly" or one of
    ``_AFTER_NOUN``, or an auxiliary, or a possessive: "a dog's mouth"), a word of that
    owner (not even inside a code: "C64 had 64 KB" for the Commodore 64; sharing a
    modifier is not enough: "Adult cats have 30 teeth" for an adult dog), is no pronoun
    ("both have twelve pairs") and no short definite description ("The bridge has 9
    arches"), then "has"; "" otherwise."""
    owner, heads = owner_words(query), _owner_heads(query)
    if not owner:
        return ""
    for clause in _HAVE_CLAUSE.finditer(snippet, 0, until):
        said = clause.group(1).split()
        first = said[0].lower()
        if first in REFERS_BACK or (first in _DEFINITE and len(said) <= 2):
            continue
        nouns = [w for w in said if not w.endswith(("ly", "n't", "n’t"))
                 and w.lower() not in AUXILIARIES and w.lower() not in _AFTER_NOUN] or said
        own = [w for w in nouns if w.endswith(("'s", "’s"))] + nouns[-1:]
        if not any(o in stem(w) for w in own for o in owner) \
                and not any(h in stem(w) for w in said for h in heads):  # "C64"
            return f"rival:{stem(nouns[-1])}"
    return ""
