"""A value that "of" joins to one of the question's names is that name's own: "a short
thirteenth, Pagume, of five days" gives five days to Pagume.

When a sentence holds several candidates and some stand right after one of the question's
names and "of" ("Lake Orrin, of 12 km", "the Brae of 40 m"), possibly past a comma and an
approximating word, those are the named subject's own values; the others ("twelve 30-day
months") describe other things the sentence sets beside it. Nothing changes when no candidate
or every candidate stands so. Pure; reads a few words before each candidate.
"""

from __future__ import annotations

import re

from workers.engine.values import Value

_NAME_OF = re.compile(
    r"\b([A-Za-z][\w'-]*),?[^\S\n]+of[^\S\n]+(?:(?:about|around|roughly|just|only|some)"
    r"[^\S\n]+)?$"
)
_BEFORE = 48


def named_of(snippet: str, offset: int, candidates: list[Value],
             names: frozenset[str]) -> list[Value]:
    """``candidates`` (values of ``snippet``, which starts at ``offset`` in its chunk)
    reduced to those "of" joins to one of ``names`` (the question's names, lower case),
    when some are and some are not; else ``candidates`` unchanged."""
    if len(candidates) < 2 or not names:
        return candidates
    marks = []
    for value in candidates:
        at = value.start - offset
        found = _NAME_OF.search(snippet, max(0, at - _BEFORE), at)
        marks.append(found is not None and found.group(1).lower() in names)
    if any(marks) and not all(marks):
        return [v for v, mark in zip(candidates, marks, strict=True) if mark]
    return candidates
