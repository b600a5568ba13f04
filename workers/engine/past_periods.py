"""A value a sentence bounds by a closed period of past years, then changes: what was.

"The toll was £2 from 1991 to 2003, raised to £2.50 in 2004", "the course was 40 km between
1896 and 1920; it has since been fixed": a value followed, in its clause, by a period of
years with both ends ("from 1875 to 1895", "between 1896 and 1920", "(1896–1920)"), and
after that period, in the same sentence, by a change (a verb of change, "since", "now",
"later", "then") held for those years only. It answers no question about the present;
a question about the past (``Slot.past``: "How long was …", "… in 1890?") reads it as
stated. A period with no change after it ("open from 1998 to 2024" may still hold) and a
period whose ends are no years, or in the wrong order, leave the value as it is.

A first state the same sentence then changes ("Newton first named five colours, then added
orange and indigo to make seven", "the club originally had 12 members; later …" within one
sentence) held only until the change: it answers no question, past or present, unless the
question asks for that first state ("first", "originally", "initially"). A date after "in" /
"on" is no state but the time of a first event ("admitted its first patients in 1761, and
much later …"): it stays.

Pure; reads a few words after each candidate.
"""

from __future__ import annotations

import re

from workers.engine.values import Value

_YEAR = r"(?:1[5-9]|20)\d\d"
_PERIOD = re.compile(
    r"[^\S\n]*(?:[a-z]+[^\S\n]+){0,2}?"
    rf"(?:from[^\S\n]+(?P<a>{_YEAR})[^\S\n]*(?:to|until|till|through|[–-])[^\S\n]*(?P<b>{_YEAR})\b"
    rf"|between[^\S\n]+(?P<c>{_YEAR})[^\S\n]+and[^\S\n]+(?P<d>{_YEAR})\b"
    rf"|\([^\S\n]*(?P<e>{_YEAR})[^\S\n]*[–-][^\S\n]*(?P<f>{_YEAR})[^\S\n]*\))",
    re.IGNORECASE,
)
"""A closed period of years right after a value, past at most two words ("from 1875 to
1895", "in races between 1896 and 1920")."""
_CHANGE = re.compile(
    r"\b(?:cut|reduc\w*|rais\w*|increas\w*|decreas\w*|chang\w*|shorten\w*|lengthen\w*"
    r"|extend\w*|lower\w*|dropp\w*|became|becom\w*|replac\w*|switch\w*|rose|fell|since"
    r"|now|today|currently|later|then)\b",
    re.IGNORECASE,
)
"""A change after the period: the value held for those years only."""
_FIRST_BEFORE = re.compile(
    r"\b(?:first|originally|initially|at[^\S\n]+first)[^\S\n]+[a-z]+(?:[^\S\n]+[a-z]+)?"
    r"[^\S\n]+$", re.IGNORECASE)
"""A first state's verb right before its value: "first named ", "originally had only "."""
_LATER = re.compile(r"\b(?:then|later|afterwards|subsequently)\b", re.IGNORECASE)
"""What changes the first state after it in its sentence: ", then added …"."""
_FIRST_ASKED = frozenset({"first", "origin", "original", "originally", "initial", "initially"})
"""Question words (stems) that ask for the first state itself."""
_SENTENCE_END = re.compile(r"[.!?](?=\s|$)")


def bounded_past(snippet: str, offset: int, candidates: list[Value], past: bool,
                 words: frozenset[str] = frozenset()) -> list[Value]:
    """``candidates`` (values of ``snippet``, which starts at ``offset`` in its chunk)
    without those a closed period of past years bounds and a change follows (module
    docstring), all of them when the question asks about the past (``past``); and, unless
    the question's ``words`` (stems) ask for a first state, without a first state the
    sentence then changes (``first_state``)."""
    if not candidates:
        return candidates
    if _FIRST_ASKED.isdisjoint(words):
        candidates = [v for v in candidates if _dated_first(snippet, v, offset)
                      or not first_state(snippet, v.start - offset, v.end - offset)]
    if past:
        return candidates
    return [v for v in candidates if not _bounded(snippet, v.end - offset)]


_WHEN_BEFORE = re.compile(r"\b(?:in|on)[^\S\n]+(?:the[^\S\n]+year[^\S\n]+)?$", re.IGNORECASE)
"""A date's preposition right before it: the time a first event happened ("admitted its
first patients in 1761"), no first state a later change replaces."""


def _dated_first(snippet: str, value: Value, offset: int) -> bool:
    """Is ``value`` a date after "in" / "on": the time of a first event ("carried its first
    crossword in 1925, and … later"), which a later event in the sentence does not undo?"""
    start = value.start - offset
    return value.field == "date" \
        and _WHEN_BEFORE.search(snippet, max(0, start - 16), start) is not None


def first_state(snippet: str, start: int, end: int) -> bool:
    """Is the value at ``start:end`` of ``snippet`` a first state the sentence then changes:
    "first", "originally" or "initially" and a verb (and at most one more word) right before
    it, and "then", "later", "afterwards" or "subsequently" after it in its sentence
    ("Newton first named five colours, then added orange and indigo")?"""
    if _FIRST_BEFORE.search(snippet, max(0, start - 40), start) is None:
        return False
    stop = _SENTENCE_END.search(snippet, end)
    return _LATER.search(snippet, end, stop.start() if stop else len(snippet)) is not None


def _bounded(snippet: str, end: int) -> bool:
    """Is the value ending at ``end`` followed by a closed period, then a change?"""
    period = _PERIOD.match(snippet, end)
    if period is None:
        return False
    first, last = (g for g in period.groups() if g is not None)
    if int(first) >= int(last):
        return False
    stop = _SENTENCE_END.search(snippet, period.end())
    return _CHANGE.search(snippet, period.end(), stop.start() if stop else len(snippet)) \
        is not None
