"""A count whose noun is one of the question's own words before the noun it counts: "9
bordering countries" counts countries for "How many countries border Germany?", "six
British Open squash titles" counts titles for "How many British Open squash titles …?".

The reading takes the word after a number as the noun it counts ("9 bordering", "six
British"). When that word, and every word up to the noun the question counts, is one of the
question's words, the number counts that noun. Any other word between stays a restriction
the question does not make ("7,050 first-year students" is no number of students; "32
traditional counties" stays unread), so only the question's own qualifiers are passed over.
"""

from __future__ import annotations

import re

from workers.engine.predicates import canonical, matches
from workers.engine.terms import stem
from workers.engine.values import Value

_NEXT_WORD = re.compile(r"[^\S\n]+([A-Za-z][A-Za-z-]*)")
_MAX_QUALIFIERS = 4
"""The most question words passed over before the counted noun ("British Open squash")."""


def recounted(
    snippet: str, offset: int, values: tuple[Value, ...], counted: str, words: frozenset[str]
) -> tuple[Value, ...]:
    """``values`` (of ``snippet``, which starts at ``offset`` in its chunk) with each count
    of one of ``words`` (the question's) that the ``counted`` noun follows at once read as a
    count of it."""
    if not counted:
        return values
    return tuple(_recount(snippet, offset, v, counted, words) for v in values)


def _recount(snippet: str, offset: int, value: Value, counted: str, words: frozenset[str]
             ) -> Value:
    noun = value.dimension.split(":", 1)[1] if value.dimension.startswith("count:") else ""
    if not noun or _is(noun, frozenset({counted})) or not _is(noun, words):
        return value
    at = value.end - offset
    for _ in range(_MAX_QUALIFIERS):
        after = _NEXT_WORD.match(snippet, at)
        if after is None:
            return value
        if _is(after.group(1), frozenset({counted})):
            break
        if not _is(after.group(1), words):
            return value  # a word the question does not use: a restriction it does not make
        at = after.end()
    else:
        return value
    return Value("quantity", value.display, value.surface, value.start, f"count:{counted}",
                 value.magnitude, value.exact)


def _is(word: str, terms: frozenset[str]) -> bool:
    return matches(canonical(stem(word.lower())), terms)
