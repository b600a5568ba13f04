"""One unit named as the subject of a sentence that measures it: no answer of its own.

"One local day equals 31 Earth hours", "a Tellus year is 400 days", "one
light-year is 9.46 trillion km": the first amount names the thing measured (one of it), the
second is its measure. A careful reader takes only the second. An amount is such a subject
when it counts one ("one", "a", "an", "1") and is followed, in its clause, by a verb of
equality or duration and then by another amount of its own dimension. Pure; linear in the
sentence's values.
"""

from __future__ import annotations

import re

from workers.engine.values import Value

_ONE = re.compile(r"(?:one|an?|1)\s", re.IGNORECASE)
_MEASURED_BY = re.compile(
    r"\s+(?:equals|is\s+equal\s+to|is\s+the\s+same\s+as|is|lasts|spans|corresponds\s+to"
    r"|amounts\s+to|=)\s[^,;.!?()|—–]{0,30}\Z", re.IGNORECASE)
"""Between the subject and its measure: the verb, then a few words of the same clause."""


def unit_subjects(text: str, values: tuple[Value, ...]) -> frozenset[int]:
    """Start offsets of the amounts in ``values`` (offsets into ``text``) that name one
    unit measured by a later amount of their dimension (module docstring)."""
    found = set()
    for value in values:
        if value.field != "quantity" or value.magnitude is None or not _ONE.match(value.surface):
            continue
        later = (v for v in values if v.start >= value.end and v.field == "quantity"
                 and v.dimension == value.dimension and v.start - value.end <= 60)
        nearest = min(later, key=lambda v: v.start, default=None)
        if nearest is not None and _MEASURED_BY.match(text, value.end, nearest.start):
            found.add(value.start)
    return frozenset(found)
