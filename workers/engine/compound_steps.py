"""The unit a duration written in several parts is written to ("84 days, 1 hour, 15 minutes":
the minute; "6m 53s": the second; "four years and five months": the month).

A duration written in parts is exactly as precise as its last part: "24 h 40 min" is written
to the minute, so it rounds at the minute (``precision``), and it is finer than "84 days" or
"25 hours", which it may round to (``coarser``). Reads only a value's surface. Invariant: a
surface of one part ("2 hours", "8.3 minutes", a range "3-5 days") has no such unit (0);
"2h16" leaves its minutes' unit out and is written to the minute. Memoised per surface.
"""

from __future__ import annotations

import re

from workers.engine.fields.durations import MONTH_S
from workers.engine.text_memo import per_text

_NUMBER = re.compile(r"\d+(?:\.\d+)?")
_UNIT = re.compile(
    r"(?<![a-z])(?:(?P<year>years?|yrs?)|(?P<month>months?)|(?P<week>weeks?)|(?P<day>d|days?)"
    r"|(?P<hour>h|hrs?|hours?)|(?P<minute>m|mins?|minutes?)|(?P<second>s|secs?|seconds?))"
    r"(?![a-z])",
    re.IGNORECASE,
)
_SECONDS = {"year": 12 * MONTH_S, "month": MONTH_S, "week": 604800.0, "day": 86400.0,
            "hour": 3600.0, "minute": 60.0, "second": 1.0}
_BARE_MINUTES = re.compile(r"\dh\d{1,2}\W*$", re.IGNORECASE)
"""A tight hours-and-minutes figure ending on the minutes' digits ("2h16")."""


@per_text
def last_unit_s(surface: str) -> float:
    """Seconds per unit of the last part of a duration written in several parts (the minute
    of "84 days, 1 hour, 15 minutes"); 0 when ``surface`` writes one part or no unit."""
    if _BARE_MINUTES.search(surface):
        return 60.0
    units = list(_UNIT.finditer(surface))
    if len(units) < 2 or len(_NUMBER.findall(surface)) == 1:
        return 0.0
    return _SECONDS[units[-1].lastgroup or "second"]
