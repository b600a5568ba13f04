"""A bare count right after a question word ending in "s": "sleeps 6", "arrows 8".

A number written straight after one of the question's words is most often a name ("chromosome
2", "Route 66", "Platform 9"), so ``bare_numbers`` reads it as a count only after a label's
colon, and ``asked_measure`` takes a bare number for a count of the asked noun only when that
noun labels it. Two shapes are written the same way and do count: a verb that takes its count
as object ("Larch sleeps 6", "the hall seats 120"), which answers "How many guests can sleep
…?", and a plural noun heading an item of a list ("arrows 8, bow, bracer"; "islands 7,641 ·
regions 18"). Names are singular nouns ("Room 4"); a present verb in the third person and a
plural both end in one "s". So a lower-case word ending in one "s" (not "ss", "us" or "is")
that the number follows at once is read as either. Reads the word's own characters only.
"""

from __future__ import annotations

import re

from workers.engine.counted_terms import term_of
from workers.engine.predicates import matches

_VERB = re.compile(r"[a-z][a-z-]*[^sui]s")
"""Lower case, at least three letters, ending in one "s" (not "ss", "us", "is")."""


def verb_count(snippet: str, start: int, end: int) -> bool:
    """Is ``snippet[start:end]``, a question word the number follows, a present verb or a
    plural (one "s" at its end, lower case, three letters or more)?"""
    return _VERB.fullmatch(snippet, start, end) is not None


_WORD_BEFORE = re.compile(r"([A-Za-z][a-z-]*)[^\S\n]$")


def asked_verb_before(text: str, start: int, words: frozenset[str]) -> bool:
    """Is the word just before the number at ``start`` (one space between) a present verb
    (``verb_count``) that is one of the question's own ``words`` (content terms, the counted
    noun left out by the caller)? Then the number counts what the question asks to count
    with that verb ("sleeps 6")."""
    found = _WORD_BEFORE.search(text, max(0, start - 30), start)
    if found is None or not verb_count(text, found.start(1), found.end(1)):
        return False
    return matches(term_of(found.group(1)), words)
