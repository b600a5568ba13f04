"""A duration for another activity: "10 minutes to mix and shape, 40 minutes in the oven"
for "How long do you bake …?".

A duration followed at once by "to <word>" names the activity it takes; when the question
names no such word and the sentence holds another duration, that one is the candidate, not
this. A sentence with a single duration keeps it ("It takes 3 days to process a refund"
still answers how long a refund takes).
"""

from __future__ import annotations

import re

from workers.engine.predicates import canonical, matches
from workers.engine.questions import family
from workers.engine.terms import stem
from workers.engine.values import Value

_TO_DO = re.compile(r"[^\S\n]+to[^\S\n]+([a-z][a-z-]*)")


def other_activities(
    snippet: str, offset: int, candidates: list[Value], words: frozenset[str]
) -> list[Value]:
    """``candidates`` (of ``snippet``, which starts at ``offset`` in its chunk) without the
    durations of an activity the question (its content ``words``) does not name, when
    another duration is left."""
    durations = [v for v in candidates if family(v) == "duration"]
    if len(durations) < 2:  # no second duration to answer instead
        return candidates
    other = [v for v in durations if _for_another(snippet, v.end - offset, words)]
    if not other or len(other) == len(durations):
        return candidates
    return [v for v in candidates if v not in other]


def _for_another(snippet: str, end: int, words: frozenset[str]) -> bool:
    match = _TO_DO.match(snippet, end)
    return match is not None and not matches(canonical(stem(match.group(1))), words)
