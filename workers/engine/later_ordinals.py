"""A question's "first <noun>" against a sentence's later one: "later issues", "the second
issue".

"How many pages did the first issue of the Gull have?" asks about one instance of a series;
a sentence that writes the same noun after a word placing it later in the series ("later
issues grew to 24 pages", "the second issue", "subsequent editions", "the final issue")
tells another instance's values, though its words are the question's. Invariant: only a
question writing "first" right before a noun is read; a sentence's values are set aside only
when it writes that noun (either number) among the three words after a word of the closed
class of later ordinals and never writes "first" itself. Every other value passes. Pure;
claims are replaced, never mutated.
"""

from __future__ import annotations

import re

from workers.engine.claims import Claim
from workers.engine.kept_values import outside_sentences
from workers.engine.query_memo import per_query
from workers.engine.terms import stem

_FIRST_NOUN = re.compile(r"\bfirst[^\S\n]+([a-z][a-z-]{2,})\b", re.IGNORECASE)
_LATER = re.compile(
    r"\b(?:later|subsequent|following|next|second|third|fourth|fifth|last|final|latest)"
    r"((?:[^\S\n]+[\w'’&-]+){1,3})", re.IGNORECASE)
"""A later ordinal and up to three words after it, the noun among them."""
_WORD = re.compile(r"[\w'’&-]+")


@per_query
def _asked_noun(query: str) -> str:
    """The stem of the noun after the question's "first" ("" when none)."""
    found = _FIRST_NOUN.search(query)
    return "" if found is None else stem(found.group(1).lower())


def later_instance(sentence: str, noun: str) -> bool:
    """Does ``sentence`` write ``noun`` (a stem) after a later ordinal and no "first"?"""
    lowered = sentence.lower()
    if "first" in lowered:
        return False
    return any(noun in {stem(w.lower()) for w in _WORD.findall(found.group(1))}
               for found in _LATER.finditer(sentence))


def later_instances_dropped(claims: list[Claim], text: str, query: str) -> list[Claim]:
    """``claims`` without the values of ``text``'s sentences about a later instance of the
    question's "first" noun (module docstring); a claim left with no value is dropped."""
    if not claims:
        return claims
    noun = _asked_noun(query)
    if not noun:
        return claims
    return outside_sentences(claims, text, lambda body: later_instance(body, noun))
