"""A sentence that says its own value is not the thing asked about answers nothing; nor
does one about each of some other thing.

"Doppler radar estimated ~301 mph in the tornado, but that's a radar estimate aloft, not
an anemometer gust" gives a speed and denies, in the same breath, that it is a gust: for
"What is the fastest wind gust ever recorded?" it states no rival record. A sentence whose
", (but) that's / it's / this is / which is … not (a, an, the) W", after what it states
(a comma, "but" or a dash before the pronoun), names one of the query's words
among the next three words W denies being the answer; its values are not read for a
value question. So is a weighting rule for each of a thing the query does not name
("Every link counts as 23 characters" for the characters of a post): it gives the
amount one of those other things counts for. (Not any "each/every NOUN" sentence: "Each
side fields eleven players" and "Every cell has 46 chromosomes" answer their questions.)
Pure; one bounded search per sentence.
"""

from __future__ import annotations

import re

from workers.engine.terms import content_terms

_DENIAL = re.compile(
    r"(?:,|\bbut|[—–])\s+(?:but\s+)?(?:that|it|this|which)(?:'s|’s|\s+is|\s+was)\b[^.;:!?]{0,60}?\bnot\s+(?:an?\s+|the\s+)?"
    r"(?P<what>[a-z][\w-]*(?:\s+[a-z][\w-]*){0,2})",
    re.IGNORECASE,
)


def denies_being_asked(snippet: str, query_terms: frozenset[str]) -> bool:
    """Does ``snippet`` say its value is not one of the things ``query_terms`` name?"""
    if "not" not in snippet:
        return False
    return any(not query_terms.isdisjoint(content_terms(m.group("what")))
               for m in _DENIAL.finditer(snippet))


_EACH_OTHER = re.compile(
    r"[\s\-–—•*]*(?:(?:a|answer)\s?:\s*)?(?:each|every)\s+(?P<noun>[a-z][\w-]*)"
    r"\s+(?:counts|is\s+counted)\s+as\b",
    re.IGNORECASE,
)
"""A weighting rule: "Every link counts as 23 characters"."""


def about_each_other(snippet: str, query_terms: frozenset[str]) -> bool:
    """Does ``snippet`` open on "each/every NOUN counts as" for a NOUN the query does not
    use?"""
    found = _EACH_OTHER.match(snippet)
    if found is None:
        return False
    terms = content_terms(found.group("noun"))
    return bool(terms) and query_terms.isdisjoint(terms)
