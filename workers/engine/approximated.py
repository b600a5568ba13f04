"""An approximation word written before a measure joins its surface, on every reading path.

"the drop is roughly 225 metres" says 225 m approximately: ``precision`` widens an
approximate value to a whole unit of its last non-zero place (at most 5 %), so it agrees with
"226 m". ``slots`` already joins the word for the values it picks; a claim's other values
(``claim_merging.add_claim``) join it here, so one text reads the same whichever path read it.
Invariant: only a physical measure (``ROUNDED_DIMENSIONS``) changes, only its surface and
start, and only when the word stands right before it (``APPROXIMATE_BEFORE``); a duration,
count or percentage keeps its exact reading on this path ("about 14 days" read by a claim
stays 14 days against "15 days"), and a bound word already joined ("over 60 m", ``bounds``)
is left as it is.
"""

from __future__ import annotations

from workers.engine.bounds import bounded, with_word_before
from workers.engine.precision import APPROXIMATE, APPROXIMATE_BEFORE, ROUNDED_DIMENSIONS
from workers.engine.values import Value


def with_approximate(snippet: str, offset: int, value: Value) -> Value:
    """``value`` with the approximation word just before it in ``snippet`` (a sentence
    starting near ``offset``) opening its surface ("roughly 225 metres"); ``value`` itself
    when it is no physical measure, already says so, or is not found where its offset says."""
    if value.dimension not in ROUNDED_DIMENSIONS or bounded(value) \
            or APPROXIMATE.match(value.surface):
        return value
    return with_word_before(snippet, offset, value, APPROXIMATE_BEFORE)
