"""The end of a span of years answers a question about the end of the thing it spans.

"Built: 1920–1922" gives the building's start and end; "In what year was the tower
completed?" asks for the end, 1922, though "Built" stands nearest the first year. A *when*
question that asks for a completion, a finish, an end or a closing, or asks "until when"
("Until what year did the mill grind flour?": ``asks_end``) takes, of a year followed by a
dash or "to" and a later year ("Ground flour: 1820 to 1931"), the later one. Every other
question keeps the nearest year as read. Pure.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from workers.engine.values import Value

_ENDING = re.compile(
    r"\b(?:complet(?:e|ed|ion)|finish(?:ed)?|end(?:ed)?|clos(?:e|ed)|conclud(?:e|ed)|until"
    r"|till)\b",
    re.IGNORECASE)
"""A question word naming the end of a thing's making or life, or asking "until when"."""
_LATER_YEAR = re.compile(r"[^\S\n]*(?:[–—-]|to)[^\S\n]*(\d{4})\b")
"""After a year: "–1922", " - 1922", " to 1922"."""


def asks_end(query: str) -> bool:
    """Does the question ask when something was completed, finished, ended or closed?"""
    return _ENDING.search(query) is not None


def end_first(snippet: str, offset: int, ranked: Sequence[Value], *,
              ending: bool) -> list[Value]:
    """``ranked`` (best first) for a question that asks about an end (``ending``) with the
    year that ends the span its best opens ("1920–1922" → 1922) first and the span's start
    dropped, when that later year is among them; else ``ranked`` as it is. ``snippet``
    starts at ``offset``."""
    best = ranked[0]
    if not ending:
        return list(ranked)
    later = _LATER_YEAR.match(snippet, best.end - offset)
    if later is None or not best.surface.strip().isdigit() \
            or int(later.group(1)) <= int(best.surface.strip()):
        return list(ranked)
    at = offset + later.start(1)
    end = next((v for v in ranked if v.start == at), None)
    if end is None:
        return list(ranked)
    return [end, *(v for v in ranked[1:] if v is not end)]
