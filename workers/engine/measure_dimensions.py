"""The physical dimensions a measure question accepts ("How deep …" → a length).

Reads the lower-cased question text. Empty means any dimension ("how old", "size"); a
duration is accepted only when the question asks how long; "how big" asks an extent.
"""

from __future__ import annotations

import re

from workers.engine.fields import areas
from workers.engine.unit_questions import asked_unit_dimension

_DIMENSION_CUES: tuple[tuple[re.Pattern[str], frozenset[str]], ...] = (
    (re.compile(r"\bhow (?:tall|high|deep|far|wide|long)\b|\b(?:length|height|depth|width"
                r"|distance|elevation|altitude|diameter|range|long|deep|tall|high|wingspan"
                r"|span|circumference|radius|thickness|aperture)\b"),
     frozenset({"length"})),
    (re.compile(r"\b(?:power|powerful|output|wattage|horsepower)\b"), frozenset({"power"})),
    (re.compile(r"\btorque\b"), frozenset({"torque"})),
    (re.compile(r"\bhow heavy\b|\b(?:weigh|weighs|weight|mass)\b"), frozenset({"mass"})),
    (re.compile(r"\bhow fast\b|\b(?:speed|fast)\b"), frozenset({"speed"})),
    (re.compile(r"\b(?:temperature|boil|boils|melt|melts|freeze|freezes|hot|cold)\b"),
     frozenset({"temperature"})),
    (re.compile(r"\b(?:volume|capacity)\b"), frozenset({"volume"})),
)
"""The physical dimension a measure question names; the first cue found decides."""
_COMPOUND = re.compile(r"[a-z0-9]+(?:-[a-z0-9]+)+")
"""A hyphenated compound ("free-range eggs", "hot-tub hire", "high-resolution scan",
"cold-pressed oil"): a modifier naming a kind of thing, never the dimension a question
asks, so its parts are no cue."""


def measure_dimensions(text: str) -> frozenset[str]:
    """The dimensions a measure question accepts; empty (any) for "how big", "size", …,
    an area for one that names it or its unit ("How large is … in square kilometres?"); an
    "area" that names a place ("in audience areas": ``areas.PLACE_AREA``) asks no size. A
    cue inside a hyphenated compound ("free-range", "hot-tub") is none (``_COMPOUND``)."""
    if areas.asks_area(text):
        return _AREA
    if unit := asked_unit_dimension(text):
        return frozenset({unit})  # "how many kilograms …": a mass
    if re.search(r"\bhow (?:big|large)\b", text):
        return _EXTENTS  # "How big is …": a physical extent, never its age
    if re.search(r"(?<![-\w])(?:size|big|large|area|old|age)\b", areas.PLACE_AREA.sub("", text)):
        return frozenset()
    plain = _COMPOUND.sub(" ", text) if "-" in text else text
    for cue, dimensions in _DIMENSION_CUES:
        if cue.search(plain):
            return dimensions | _DURATION if "how long" in text else dimensions
    return frozenset()


_AREA = frozenset({"area"})
_EXTENTS = frozenset({"length", "area", "volume", "mass"})
"""What "how big" or "how large" asks: how far a thing extends, how much it holds or
weighs; not a duration (its age), a speed or a power."""
_DURATION = frozenset({"duration"})
"""Not a physical dimension: a measure question accepts a duration only when it asks how
long ("How long is the warranty?")."""
