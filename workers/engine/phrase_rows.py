"""A row of a document that breaks up the query's phrase names another item.

"Day of dance | Saturday 12 June 2027" beside "May Day dawn dance | Saturday 1 May 2027",
rows of one fixtures list, for "What date is the day of dance in 2027?": both rows name as
many of the query's words, but only the first writes the query's phrase "day of dance" as
the query writes it; the second has the words apart, in a name of its own. When every other
document retrieved writes that phrase too, they agree on what is asked, and the row without
it is the document's row about another item (``document_rows`` asks, only for rows of one
version that disagree and tie on the query's words).

A phrase is two content words of the query side by side, or joined by one linking word
("of", "for", "on", "in", "at", "to"), read case-blind with an optional plural "s" on each
word. Invariants: with no member of another document nothing is left out; a row is left out
only for a phrase every other document and another row of its version write, and never
when it writes a phrase of the query itself. Pure.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from workers.engine.query_memo import per_query

_WORD = re.compile(r"[a-z0-9]+(?:['’-][a-z0-9]+)*")
_LINKS = frozenset("of for on in at to".split())
"""Linking words a query's phrase may hold between its two content words ("day of dance")."""
_FUNCTION = frozenset(
    "what when where which who whom whose why how much many is are was were be been do does did"
    " the a an and or but of for on in at to by from with as this that these those my our your"
    " their its his her can could may might must shall should will would have has had any"
    " there here not no".split())
"""Function words: never half of a phrase. (The engine's ``STOPWORDS`` also hold words that
name items, "day", "standard", which a phrase may well hold.)"""


@per_query
def query_phrases(query: str) -> tuple[re.Pattern[str], ...]:
    """Patterns for the phrases of ``query``: two adjacent content words, or two joined by
    one linking word (``_LINKS``)."""
    words = _WORD.findall(query.lower())
    content = [w not in _FUNCTION and len(w) > 2 and not w.isdigit() for w in words]
    found: list[tuple[str, ...]] = []
    for i in range(len(words) - 1):
        if content[i] and content[i + 1]:
            found.append((words[i], words[i + 1]))
        elif i + 2 < len(words) and content[i] and words[i + 1] in _LINKS and content[i + 2]:
            found.append((words[i], words[i + 1], words[i + 2]))
    return tuple(re.compile(
        r"\b" + r"[^\S\n]+".join(re.escape(w) + ("" if w in _LINKS else "s?") for w in phrase)
        + r"\b", re.IGNORECASE) for phrase in dict.fromkeys(found))


def leaves_out_phrase(query: str, row: str, siblings: Sequence[str],
                      others: Sequence[str]) -> bool:
    """Does ``row`` write no phrase of ``query`` while another row of its document version
    (``siblings``) and every text of the other documents (``others``) write one? A row
    writing a phrase of its own ("Island farms" for "… an island farm reached by ferry",
    beside "Travel surcharge" for its "travel surcharge") names the query's condition, and
    stays."""
    if not others or not siblings:
        return False
    phrases = query_phrases(query)
    if any(phrase.search(row) for phrase in phrases):
        return False  # it writes a phrase of the query of its own ("island farm")
    return any(any(phrase.search(s) for s in siblings) and all(phrase.search(o) for o in others)
               for phrase in phrases)
