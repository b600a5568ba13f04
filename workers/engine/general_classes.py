"""A value a clause states of a whole class, not of the named thing the question asks about.

"Most windmills have four sails, but Heage Windmill has two more than that": the first
clause's subject is a quantifier ("most", "many", "typical" …) and a plural noun, the
class the asked thing belongs to, and its value is the class's usual one, set against the
named thing's. Never "all": "All junior matches are 25 overs a side" states a rule for every
member of the class, the asked one included. For a question that names its subject by a
capitalised name, a value whose clause opens (after an optional "but" / "and" / "while") on
such a quantified plural, a verb and at most an approximation is the class's, and answers
nothing; so is a value listed among other numbers in such a clause ("Most motorbikes have
one, two or four cylinders").
Invariant: a clause opening on anything else (a name, "the", a pronoun) keeps its value; a
question naming nothing keeps every value. Pure.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from workers.engine.numbers import NUMBER_PATTERN
from workers.engine.values import Value

_CLAUSE_MARK = re.compile(r"[,;:|·•()\n!?]|[^\S\n][—–][^\S\n]|\.(?=[^\S\n]|$)")
_CLASS_CLAUSE = re.compile(
    r"[^\S\n]*(?:(?:but|and|while|whereas|though)[^\S\n]+)?"
    r"(?i:most|many|some|typical|ordinary|usual|normal|standard)[^\S\n]+"
    r"(?:[a-z][\w-]*[^\S\n]+){0,2}(?!this\b|thus\b)[a-z][\w-]+s[^\S\n]+"
    r"(?:[a-z]+[^\S\n]+){1,3}"
    r"(?:(?:about|around|only|just|roughly|some|usually|typically|up[^\S\n]+to|at[^\S\n]+least)"
    r"[^\S\n]+)?")
"""A clause opening on a quantifier, a plural noun (maybe after two modifiers), a verb of
one to three words ("have", "are fitted with") and an optional approximation, up to the
value."""
_REACH = 100
_LISTED = re.compile(
    rf"(?:[^\S\n]*{NUMBER_PATTERN}[^\S\n]*,?)*[^\S\n]*(?:(?:or|and)[^\S\n]+)?(?:{NUMBER_PATTERN}"
    r"[^\S\n]+(?:or|and)[^\S\n]+)?")
"""The part of a list of numbers before its last ("two or " of "one, two or four"): a value
listed among others belongs to the clause that opens the list."""
_CLASS_LIST = re.compile(_CLASS_CLAUSE.pattern + _LISTED.pattern)


def class_values(snippet: str, offset: int, candidates: Sequence[Value],
                 names: frozenset[str]) -> list[Value]:
    """``candidates`` (values of ``snippet``, which starts at ``offset`` in its chunk)
    without those a clause states of a quantified class (module docstring); all of them
    when the question names nothing (``names``: its capitalised words)."""
    if not names or not candidates:
        return list(candidates)
    return [v for v in candidates if not _of_class(snippet, v.start - offset)]


def _of_class(snippet: str, at: int) -> bool:
    begin = max(0, at - _REACH)
    marks = [m.end() for m in _CLAUSE_MARK.finditer(snippet, begin, at)]
    if not marks and begin > 0:
        return False  # the clause opens beyond the reach: not read
    starts = [0, *marks] if begin == 0 else marks
    if _CLASS_CLAUSE.fullmatch(snippet, starts[-1] if starts else 0, at) is not None:
        return True
    while len(starts) > 1 and _LISTED.fullmatch(snippet, starts[-1], at):
        starts.pop()  # "one, two or four cylinders": the list's commas end no clause
        if _CLASS_LIST.fullmatch(snippet, starts[-1], at) is not None:
            return True
    return False
