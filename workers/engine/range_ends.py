"""The end of a span of years answers a question about the end of the thing it spans.

"Built: 1920–1922" gives the building's start and end; "In what year was the tower
completed?" asks for the end, 1922, though "Built" stands nearest the first year. A *when*
question that asks for a completion, a finish, an end, a closing or a stop, or asks "until
when" ("Until what year did the mill grind flour?": ``asks_end``) takes, of a year followed
by a dash, "to" or "until" and a later year ("Ground flour: 1820 to 1931", "1882 until '71",
its century elided: ``elided_end``), the later one. Every other question keeps the nearest
year as read. Pure.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from workers.engine.values import Value

_ENDING = re.compile(
    r"\b(?:complet(?:e|ed|ion)|finish(?:ed)?|end(?:ed)?|clos(?:e|ed)|conclud(?:e|ed)|until"
    r"|till|stop(?:ped)?|ceas(?:e|ed))\b",
    re.IGNORECASE)
"""A question word naming the end of a thing's making or life ("When did the mill stop
grinding?"), or asking "until when"."""
_LATER_YEAR = re.compile(r"[^\S\n]*(?:[–—-]|to|until|till)[^\S\n]*(\d{4}|['’]\d\d)\b")
"""After a year: "–1922", " - 1922", " to 1922", " until 1922", " until '22"."""
_ELIDED_LATER = re.compile(r"[^\S\n]+(?:to|until|till)[^\S\n]+(['’](\d\d))(?![\w%])")
"""After a year, a later one its century elided: " until '71"."""


def elided_end(snippet: str, end: int, year: str) -> tuple[int, str, str] | None:
    """When ``year`` (four digits, ending at ``end`` of ``snippet``) opens a span written
    "1882 until '71", where the elided year starts, as written, and in full ("1971": the
    first year's century, or the next one's when its digits are not later); else None."""
    match = _ELIDED_LATER.match(snippet, end)
    if match is None or len(year) != 4 or not year.isdigit():
        return None
    return match.start(1), match.group(1), str(_later(int(year), match.group(2)))


def _later(first: int, written: str) -> int:
    """The year ``written`` after ``first``: four digits as they are; two digits ("'71",
    "71") in ``first``'s century, or the next one's when not later than ``first``."""
    digits = written.lstrip("'’")
    if len(digits) == 4:
        return int(digits)
    later = first - first % 100 + int(digits)
    return later + 100 if later <= first else later


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
            or _later(int(best.surface.strip()), later.group(1)) <= int(best.surface.strip()):
        return list(ranked)
    at = offset + later.start(1)
    end = next((v for v in ranked if v.start == at), None)
    if end is None:
        return list(ranked)
    return [end, *(v for v in ranked[1:] if v is not end)]
