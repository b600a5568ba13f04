"""A date told as a span away from the asked event is not that event's date.

"The head office opened in 1974, 121 years after the Halifax society began": the year is
followed by a span of time ("121 years", "eight years", "a decade", "half a century") and
"after" or "before", and the words up to the clause's end name the asked event (its verb or
a synonym) and one of the question's own subject words ("Halifax", "society"). The date then
lies that span away from the asked event, so it dates the sentence's other event and answers
no *when* question about the asked one. A span before an event of another subject ("opened in
1905, 20 years after the society was founded" for "When did the library open?") or before no
event at all ("1761, 83 years before Rochdale's 1844") leaves the date alone.

The other way round, a date inside the clause a span and "after" or "before" open ("St
Albans had a press a decade after Caxton set up in Westminster in 1476") dates the event that
clause tells, from which the span is counted: it answers the *when* question only when that
clause names the asked event and one of the question's subject words or a pronoun for it ("…
a decade after the Boke was printed in 1486", "three years before his death in 1911");
``in_reference_clause``.

Pure: reads the date's clause only; ``names`` says whether a text names the asked event,
``own`` whether a word is one of the question's subject words.
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
_SPAN_OPENS = re.compile(
    rf"(?<![\w-])(?:{NUMBER_PATTERN}|half[^\S\n]+a|a[^\S\n]+few|several)[^\S\n]*-?[^\S\n]*"
    r"(?:years?|decades?|centur(?:y|ies)|months?)[^\S\n]+(?:after|before)[^\S\n]+",
    re.IGNORECASE)
"""A span of time and its direction opening a reference clause ("a decade after ", "20 years
before ")."""
_PRONOUNS = frozenset("his her its their he she it they".split())
"""Pronouns that stand for the question's subject in a reference clause ("three years before
his death in 1911")."""
_REACH = 160
"""How far before a date its reference clause's opening is looked for."""
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


def in_reference_clause(
    text: str, start: int, end: int, names: Callable[[str], bool], own: Callable[[str], bool],
) -> bool:
    """Is the date at ``start:end`` of ``text`` inside a clause opened by a span and "after" or
    "before" (``_SPAN_OPENS``), no clause mark between, that does not name the asked event
    (``names``) with one of the question's subject words (``own``)? It then dates the event
    the span counts from, not the asked one (module docstring)."""
    begin = max(0, start - _REACH)
    marks = [m.end() for m in _CLAUSE_END.finditer(text, begin, start)]
    begin = marks[-1] if marks else begin
    opened = max(_SPAN_OPENS.finditer(text, begin, start), key=lambda m: m.start(),
                 default=None)
    if opened is None:
        return False
    stop = _CLAUSE_END.search(text, end)
    phrase = text[opened.end() : stop.start() if stop is not None else len(text)]
    return not (names(phrase) and any(own(w) or w.lower() in _PRONOUNS
                                      for w in _WORD.findall(phrase)))
