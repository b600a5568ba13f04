"""A date told as a span away from the asked event is not that event's date.

"The head office opened in 1974, 121 years after the Halifax society began": the year is
followed by a span of time ("121 years", "eight years", "a decade", "half a century") and
"after" or "before", and the words up to the clause's end name the asked event (its verb or
a synonym) and one of the question's own subject words ("Halifax", "society"). The date then
lies that span away from the asked event, so it dates the sentence's other event and answers
no *when* question about the asked one. A span before an event of another subject ("opened in
1905, 20 years after the society was founded" for "When did the library open?") or before no
event at all ("1761, 83 years before Rochdale's 1844") leaves the date alone.

Pure: reads the text right after the date only; ``names`` says whether a text names the asked
event, ``own`` whether a word is one of the question's subject words.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from workers.engine.numbers import NUMBER_PATTERN

_SPAN_AFTER = re.compile(
    rf"[^\S\n]*[,—–]?[^\S\n]*(?:(?:some|about|around|nearly|almost|just|barely|only|over|exactly"
    rf"|roughly|more[^\S\n]+than|less[^\S\n]+than)[^\S\n]+)?"
    rf"(?:{NUMBER_PATTERN}|half[^\S\n]+a|a[^\S\n]+few|several)[^\S\n]*-?[^\S\n]*"
    r"(?:years?|decades?|centur(?:y|ies)|months?)[^\S\n]+(?:after|before)\b",
    re.IGNORECASE)
"""A span of time and its direction right after a date (", eight years after"; a dateline's
"Sep 30, 1979 — A century after the apparition")."""
_CLAUSE_END = re.compile(r"[,;:|·•()\n]|[^\S\n][—–][^\S\n]|[.!?](?=[^\S\n]|$)")
_WORD = re.compile(r"[A-Za-z][A-Za-z'’-]*")


def offset_from_event(
    text: str, end: int, names: Callable[[str], bool], own: Callable[[str], bool],
) -> bool:
    """Does the date ending at ``end`` of ``text`` stand a span of time after or before the
    asked event, named (``names``) with one of the question's subject words (``own``) in the
    clause that follows the span (module docstring)?"""
    found = _SPAN_AFTER.match(text, end)
    if found is None:
        return False
    stop = _CLAUSE_END.search(text, found.end())
    phrase = text[found.end() : stop.start() if stop is not None else len(text)]
    return names(phrase) and any(own(w) for w in _WORD.findall(phrase))
