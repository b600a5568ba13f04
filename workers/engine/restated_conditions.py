"""A clause's condition that only restates the yes/no question's own case is no condition.

"May a child who is under 1.2 m ride the slide?" is answered alike by "you can't ride the
slide if you are under 4 ft" and by the plain "must not" of "riders below 1.2 m are not
allowed": the first page's "if you are under 4 ft" repeats the case the question asks
about; read as a condition, it would set its answer apart from the plain one
(``fields.clauses``: equal clauses need equal conditions). So a condition every content
word of which the question writes (a bound word, "under", "over", "less", "at least", aside)
and every measure of which the question states (same dimension, within 1%: "7st 12lb" is
the question's "50 kg"), bounded the same way
(both "under"/"less"/"below" or both "over"/"more"/"above", or neither), is dropped.

Invariant: the polarity and the exception never change; a condition with a word or a
measure the question does not write, or bounded the other way, is kept as read. Pure.
"""

from __future__ import annotations

import re

from workers.engine.fields.clause_qualifiers import terms
from workers.engine.values import Value

_BOUND_WORDS = frozenset("less more fewer least lower higher greater bigger smaller".split())
"""Bound words that ``terms`` keeps as content words; they say how a measure bounds."""
_BELOW = re.compile(r"\b(?:under|below|less|fewer|lighter|shorter|younger|at\s+most|up\s+to"
                    r"|not\s+more|no\s+more)\b")
_ABOVE = re.compile(r"\b(?:over|above|(?<!not )(?<!no )more|greater|heavier|taller|older"
                    r"|at\s+least|exceed\w*)\b")
_CONDITION = re.compile(r"[^\S\n]\[(?P<phrase>[^\]]+)\]")
"""A clause display's first bracketed qualifier (the condition, when it has one)."""
_TOLERANCE = 0.01


def unconditioned(clause: Value, query: str) -> Value:
    """``clause`` without its condition when that condition restates the case ``query``
    asks about (module docstring); ``clause`` otherwise."""
    kind, condition, exception = [*clause.exact.split("|", 2), "", ""][:3]
    if not condition:
        return clause
    found = _CONDITION.search(clause.display)
    if found is None or not _restates(condition.split(","), found.group("phrase"), query):
        return clause
    display = clause.display[:found.start()] + clause.display[found.end():]
    return Value("clause", display, clause.surface, clause.start, clause.dimension,
                 exact=f"{kind}||{exception}")


def _restates(condition: list[str], phrase: str, query: str) -> bool:
    """Does a condition of ``condition`` terms (written ``phrase``) name only what ``query``
    writes, its measures the question's, bounded alike?"""
    if _bounds(phrase) != _bounds(query.lower()):
        return False
    asked = terms(query)
    measures = [_measure(t) for t in asked if ":" in t]
    for term in condition:
        if ":" in term:
            dimension, size = _measure(term)
            if not any(d == dimension and _close(size, s) for d, s in measures):
                return False
        elif term not in asked and term not in _BOUND_WORDS:
            return False
    return True


def _bounds(text: str) -> tuple[bool, bool]:
    """Does ``text`` bound a measure from above ("under", "less"), from below ("over")?"""
    return _BELOW.search(text) is not None, _ABOVE.search(text) is not None


def _measure(term: str) -> tuple[str, float]:
    """A measure term ("mass:5e+04") as its dimension and magnitude."""
    dimension, _, size = term.partition(":")
    try:
        return dimension, float(size)
    except ValueError:
        return dimension, float("nan")


def _close(a: float, b: float) -> bool:
    return abs(a - b) <= _TOLERANCE * max(abs(a), abs(b))
