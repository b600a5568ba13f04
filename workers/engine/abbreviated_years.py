"""Years cut to their last two digits: a span's second year ("1796–97") and a year whose
century an apostrophe elides ("back in '82").

Pages write a span within one century short: "Built: 1796–97" states 1796 and 1797. The
second year is the first year's century joined to the two digits, or the next century's
when those digits are not later ("1998–02" ends in 2002). A dash joins the two, or a slash
joining a winter's or a season's two consecutive years ("the winter of 1683/84"), and
the two digits stand alone (no third digit, no decimal, no unit joined to them), so
"1796-975" or "1796–97.5" states no second year. An apostrophe right before two digits
("'82", "’09") elides a year's century: those digits are a year, never a count. Pure.
"""

from __future__ import annotations

import re

from workers.engine.values import Value

ELIDED_CENTURY = r"(?!(?<=['’‘])\d\d(?!\w))"
"""At a number's first digit: no two digits that an apostrophe opens ("'82", "’09") and no
third digit or letter follows; put before a count's pattern so such a year is never read as
one ("in '82" is no count of 82)."""
_SHORT_END = re.compile(r"[^\S\n]?[–—/-][^\S\n]?(\d{2})(?![\w%/]|[.,]\d)")
"""After a year: "–97", " – 97"."""


def short_end(text: str, end: int, year: str) -> tuple[int, str] | None:
    """When ``year`` (four digits, ending at ``end`` of ``text``) opens a span whose second
    year is written in two digits, where that span ends and the full second year; else
    None."""
    match = _SHORT_END.match(text, end)
    if match is None or len(year) != 4 or not year.isdigit():
        return None
    first = int(year)
    later = first - first % 100 + int(match.group(1))
    if later <= first:
        later += 100
    if "/" in match.group(0) and later != first + 1:
        return None  # "1841/12" may be a month: a slash joins only a winter's or season's years
    return match.end(), str(later)


_ELIDED_YEAR = re.compile(r"(?<![\w'’‘])['’‘](\d\d)(?![\w%]|[.,]\d)")
"""A year whose century an apostrophe elides, standing alone: "in '29", "(’09)"; not a
decade ("'90s"), a quotation's end ("'Figaro'") or a measure ("5'11")."""


def elided_years(snippet: str, offset: int, taken: list[tuple[int, int]]) -> list[Value]:
    """Each year ``snippet`` writes with its century elided, outside ``taken``, as a date
    whose ``exact`` keeps the apostrophe (``is_elided``): a *when* question's candidate
    that, if it answers, leaves its sentence with no year to compare ("founded it in '29,
    then the Blue Book in 1930" states no 1930 founding), since its century is unread."""
    return [Value("date", m.group(0), m.group(0), offset + m.start(), "day", exact=m.group(0))
            for m in _ELIDED_YEAR.finditer(snippet)
            if not any(a < m.end() and m.start() < b for a, b in taken)]


def is_elided(value: Value) -> bool:
    """Is ``value`` a year read by ``elided_years`` (century unknown)?"""
    return value.field == "date" and value.exact[:1] in "'’‘" and bool(value.exact)
