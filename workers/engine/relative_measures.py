"""Measures that place or space the subject against something else, not measure it.

A length a bearing follows ("8 km west of Everest", "3 miles offshore", "2 km away") says
how far the subject is from another thing; a duration "between" or "apart" follows ("leave 6
hours between two sessions", "doses 4 weeks apart") says how long passes between two of
them, unless "for" opens it ("ran for 40 minutes between fillings" is how long it ran).
Neither answers how tall, long or deep the subject is, or how long it lasts, unless the
question asks for that distance or gap itself ("How far …", "How long between …").
"""

from __future__ import annotations

import re

from workers.engine.values import Value

_BEARING = re.compile(
    r"[^\S\n]+(?:(?:due[^\S\n]+)?(?:north|south|east|west)(?:-?(?:north|south|east|west))?"
    r"(?:wards?)?[^\S\n]+(?:of|from)\b|(?:away|offshore|inland|upstream|downstream)\b)",
    re.IGNORECASE,
)
"""What follows a length that places its subject: "west of", "north-east of", "away"."""
_GAP = re.compile(r"[^\S\n]+(?:between|apart)\b", re.IGNORECASE)
"""What follows a duration that spaces two of a thing: "6 hours between", "4 weeks apart"."""
_FOR_BEFORE = re.compile(r"\bfor[^\S\n]+$", re.IGNORECASE)
"""A duration "for" opens is how long something ran ("ran for 40 minutes between fillings")."""
_ASKS_DISTANCE = re.compile(r"\b(?:far|distance|from|away|apart)\b", re.IGNORECASE)
_ASKS_GAP = re.compile(r"\b(?:between|apart|gap|interval|wait|often|next|after)\b",
                       re.IGNORECASE)


def not_relative(text: str, values: tuple[Value, ...], question: str) -> tuple[Value, ...]:
    """``values`` (read in ``text``) less each length a bearing follows and each duration
    a gap word follows, unless the ``question`` asks for that distance or gap; every other
    value is kept whatever follows it."""
    if not any(v.dimension in ("length", "duration") for v in values):
        return values
    lengths = _ASKS_DISTANCE.search(question) is None
    durations = _ASKS_GAP.search(question) is None
    return tuple(v for v in values if not (
        (lengths and v.dimension == "length" and _BEARING.match(text, v.end))
        or (durations and v.dimension == "duration" and _GAP.match(text, v.end)
            and not _FOR_BEFORE.search(text, max(0, v.start - 5), v.start))))
