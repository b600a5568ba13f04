"""Two-word terms of a question: its modifier alone names another thing.

"In what year did Kansas adopt the sunflower as its state flower?" asks about a *state
flower*; a sentence whose only word of the question is "state" ("Kansas joined the Union in
1861 as the 34th state") is about the state, not its flower, and answers nothing. A
question's noun compound is two lower-case content words right after a determiner ("its",
"the", "a", …) and right before the question's end, a comma or a preposition ("the top
prize on …"): that shape keeps a verb and its object ("did the firm release phones") out,
and so does a head ending in "-ed" or a pair between an auxiliary and the question mark
("When was the council formed?", "When did the bridge open?": a subject and its verb).
A hit of the compound's first word (its modifier) does not count where the sentence writes
it as a noun of its own, the last word of a noun phrase ("as the 34th state.": after a
determiner and at most one more word, right before a clause's end); a modifier that opens a
label ("Weekend (Fri–Sun): €189"), stands as an adjective ("nonstop, duration …") or
precedes the head, and a hit of the head or of any other word, stay. Pure; bounded look-back.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from workers.engine.predicates import canonical_word, matches
from workers.engine.terms import STOPWORDS

Hit = tuple[int, int, str]
"""(start, end, term) of a predicate word in a sentence (as ``bare_numbers.Hit``)."""

_COMPOUND = re.compile(
    r"\b(?:the|its|their|his|her|a|an|our|your|this|that)[^\S\n]+([a-z][a-z]+)[^\S\n]+"
    r"([a-z][a-z]+)(?=[^\S\n]*(?:[?.,!]|$)|[^\S\n]+(?:of|on|in|at|for|from|to|by|with)\b)")
"""A determiner, a modifier and a head, before the question's end or a preposition."""
_AUXILIARY = re.compile(
    r"\b(?:did|does|do|was|were|is|are|has|have|had|will|can|could|would|should|may|might"
    r"|must)[^\S\n]+$", re.IGNORECASE)
"""Right before the determiner: the pair is a subject and its verb when it ends the question."""
_AT_END = re.compile(r"[^\S\n]*\?")
_CLAUSE_END = re.compile(r"[^\S\n]*(?:[.,;:!?)]|$)")
_DETERMINED = re.compile(
    r"\b(?:the|a|an|its|their|this|that)[^\S\n]+(?:[\w'’-]+[^\S\n]+)?$", re.IGNORECASE)


def compounds(question: str) -> tuple[tuple[str, str], ...]:
    """The (modifier, head) canonical terms of ``question``'s noun compounds (module
    docstring); none when a word of the pair is a stop word."""
    out = []
    for match in _COMPOUND.finditer(question):
        first, second = match.group(1), match.group(2)
        if first in STOPWORDS or second in STOPWORDS or second.endswith("ed") or (
                _AUXILIARY.search(question, 0, match.start())
                and _AT_END.match(question, match.end())):
            continue  # "When was the council formed?", "When did the bridge open?"
        out.append((canonical_word(first), canonical_word(second)))
    return tuple(out)


def headless_dropped(snippet: str, hits: Sequence[Hit], pairs: Sequence[tuple[str, str]]
                     ) -> list[Hit]:
    """``hits`` without those of a compound's modifier that ``snippet`` uses as a noun of
    its own (``_own_noun``: "as the 34th state.") (invariant: other hits are kept, in
    order)."""
    if not pairs:
        return list(hits)
    return [hit for hit in hits if not any(
        matches(hit[2], frozenset({modifier})) and _own_noun(snippet, hit[0], hit[1])
        for modifier, _ in pairs)]


def _own_noun(snippet: str, start: int, end: int) -> bool:
    """Is the word at ``start:end`` a noun phrase's last word: after a determiner (and at
    most one word more: "the 34th state", "a new state") and right before a clause's end?
    A modifier so written names its own thing; one that opens a label ("Weekend (Fri–Sun):
    €189") or stands as an adjective ("nonstop, duration 505 minutes") still stands for the
    question's compound."""
    return _CLAUSE_END.match(snippet, end) is not None \
        and _DETERMINED.search(snippet, max(0, start - 40), start) is not None
