"""A value that "of" joins to one of the question's names is that name's own: "a short
thirteenth, Pagume, of five days" gives five days to Pagume.

When a sentence holds several candidates and some stand right after one of the question's
names and "of" ("Lake Orrin, of 12 km", "the Brae of 40 m"), possibly past a comma and an
approximating word, those are the named subject's own values; the others ("twelve 30-day
months") describe other things the sentence sets beside it. Nothing changes when no candidate
or every candidate stands so. Pure; reads a few words before each candidate.

The mirror shape, a value "of" a name ("35 seasons of Kestrel Quiz and 18 years of Night
Owls"), gives the value to the name after it: a candidate right before "of" and a capitalised
name none of the question's names (``names``, no month or day name) is that other name's,
when the sentence also writes "of" before one of the question's names (``of_other_names``).
"""

from __future__ import annotations

import re

from workers.engine.owners import CALENDAR
from workers.engine.text_memo import per_text
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


_OF_NAME = re.compile(r"[^\S\n]+of[^\S\n]+(?:the[^\S\n]+)?([A-Z][\w'-]*)", re.IGNORECASE)
"""A value's "of" and the first word of the name after it ("of Truth", "of the Price")."""


def _named_after(snippet: str, at: int) -> str | None:
    """The capitalised word "of" joins to the text at ``at`` (lower case), or ``None``."""
    found = _OF_NAME.match(snippet, at)
    if found is None or not found.group(1)[0].isupper():
        return None
    return found.group(1).lower()


_OF = re.compile(r"[^\S\n]+of[^\S\n]", re.IGNORECASE)


@per_text
def _of_names(snippet: str) -> frozenset[str]:
    """Every capitalised word "of" joins to in ``snippet`` (``_named_after``, lower case): a
    memo, a sentence recurs across events."""
    return frozenset(word for m in _OF.finditer(snippet)
                     if (word := _named_after(snippet, m.start())) is not None)


def of_other_names(snippet: str, offset: int, candidates: list[Value],
                   names: frozenset[str]) -> list[Value]:
    """``candidates`` (of ``snippet``, which starts at ``offset`` in its chunk) without those
    right before "of" and a capitalised name none of ``names`` (the question's, lower case)
    is, when "of" joins one of ``names`` elsewhere in the sentence (module docstring)."""
    if not candidates or not names or _of_names(snippet).isdisjoint(names):
        return candidates
    out = []
    for value in candidates:
        word = _named_after(snippet, value.end - offset)
        if word is None or word in names or word in CALENDAR:
            out.append(value)
    return out
