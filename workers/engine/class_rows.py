"""An infobox row whose label is a word beside a predicate class names that class.

"Introduced: 1917", "GA: 18 March 2014", "Shipped: 2009" date a release as surely as
"Released: …"; "Started: 1908" a founding. Those words are too loose for the class in
prose ("a bill introduced by the senator"), so they count only as a row's whole label
("Label: value", the value right after the colon). Pure.
"""

from __future__ import annotations

import re

from workers.engine.predicates import canonical, canonical_word
from workers.engine.terms import stem

CLASS_SYNONYMS: dict[str, frozenset[str]] = {
    name: frozenset(canonical(stem(w)) for w in words.split()) for name, words in (
        ("#release", "introduced shipped debut availability ga arrived"),
        ("#founding", "start started began"),
        ("#building", "raised erect"),
    )}
"""Words beside a predicate class that name its event as a row's label (and, for the asked
event's row-level tie, anywhere in the row)."""

_LABEL = re.compile(r"\W*([A-Za-z][A-Za-z ]{0,30}?)[^\S\n]*:[^\S\n]*(?=\d|[A-Z][a-z]{2,9}\.?\s)")


def class_label(snippet: str, predicate: frozenset[str]) -> tuple[int, int, str] | None:
    """(start, end, class) of the label of the row ``snippet`` when its words are all
    synonyms of one of ``predicate``'s classes and a date or number follows its colon."""
    match = _LABEL.match(snippet)
    if match is None:
        return None
    words = [canonical_word(w) for w in match.group(1).split()]
    for name, synonyms in CLASS_SYNONYMS.items():
        if name in predicate and words and all(w in synonyms for w in words):
            return match.start(1), match.end(1), name
    return None


def predicate_label(snippet: str, predicate: frozenset[str]) -> bool:
    """Is the label of the row ``snippet`` the question's predicate itself, in any form
    (``predicates.canonical_word``: "Fell: 21 August 1856" for "When did the oak fall?"),
    with a date or number after its colon? Such a row states the asked attribute: it labels
    no other thing. A class word ("Died:", "Founded:") is left to ``class_label``'s callers:
    read as the asked row, it joins an infobox's dates to pages a class already gates."""
    match = _LABEL.match(snippet)
    words = [canonical_word(w) for w in match.group(1).split()] if match else []
    return bool(words) and all(w in predicate and not w.startswith("#") for w in words)
