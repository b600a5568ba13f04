"""An approximation word written before a measure joins its surface, on every reading path.

"the drop is roughly 225 metres" says 225 m approximately: ``precision`` widens an
approximate value to a whole unit of its last non-zero place (at most 5 %), so it agrees with
"226 m"; so does "or so" or "or thereabouts" after it ("225 metres or so",
``with_said_after``). ``slots`` already joins the word for the values it picks; a claim's
other values (``claim_merging.add_claim``) join it here, so one text reads the same whichever
path read it.
Invariant: only a physical measure (``ROUNDED_DIMENSIONS``) changes, only its surface and
start (or its end, for "or so"), and only when the word stands right before it
(``APPROXIMATE_BEFORE``) or right after it (``APPROXIMATE_AFTER``); a duration,
count or percentage keeps its exact reading on this path ("about 14 days" read by a claim
stays 14 days against "15 days"), and a bound word already joined ("over 60 m", ``bounds``)
is left as it is.
"""

from __future__ import annotations

from dataclasses import replace

from workers.engine.bounds import bounded, with_word_before
from workers.engine.precision import (
    APPROXIMATE_AFTER,
    APPROXIMATE_BEFORE,
    ROUNDED_DIMENSIONS,
    approximate,
)
from workers.engine.values import Value


def with_approximate(snippet: str, offset: int, value: Value) -> Value:
    """``value`` with the approximation word just before it in ``snippet`` (a sentence
    starting near ``offset``) opening its surface ("roughly 225 metres"); ``value`` itself
    when it is no physical measure, already says so, or is not found where its offset says."""
    if value.dimension not in ROUNDED_DIMENSIONS or bounded(value) or approximate(value):
        return value
    joined = with_word_before(snippet, offset, value, APPROXIMATE_BEFORE)
    return joined if joined is not value else with_said_after(snippet, offset, value)


def with_said_after(snippet: str, offset: int, value: Value) -> Value:
    """``value`` with "or so" / "or thereabouts" right after it in ``snippet`` (a sentence
    starting at ``offset`` in the chunk) closing its surface ("a mile or so"); ``value``
    itself when none follows or it is not found where its offset says."""
    local = value.start - offset
    if snippet[local:local + len(value.surface)] != value.surface:
        return value
    found = APPROXIMATE_AFTER.match(snippet, local + len(value.surface))
    if found is None:
        return value
    return replace(value, surface=value.surface + found.group(0))
