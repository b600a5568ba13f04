"""A count of single things read as a count of their pairs, when the question counts pairs.

"How many pairs of gills does the Orvel shark have?" — a page whose own question counts the
gills ("Q: how many gills does …? A: 14") answers with the gills, not their pairs: 14 gills
are 7 pairs, and a careful reader equates the two. ``as_pairs`` halves such a count so that
it compares with "7 pairs of gills" and still differs from "14 pairs" or "9 pairs".
Invariant: only a bare count (dimension "count", no noun of its own) changes, only when the
question counts "pairs of" a noun and the sentence's lead counts that very noun
(``SentenceReading.lead_counts``); its surface and offset stay, its magnitude and display are
halved. Every other value is returned as it is.
"""

from __future__ import annotations

from dataclasses import replace

from workers.engine.predicates import canonical
from workers.engine.sentence_readings import SentenceReading
from workers.engine.slots import Slot
from workers.engine.values import Value

PAIRS = frozenset({"pair"})
"""The stems of the nouns that count things two at a time ("pairs of ribs")."""


def as_pairs(sentence: SentenceReading, slot: Slot, value: Value) -> Value:
    """``value`` halved when it is a bare count of the single things whose pairs ``slot``
    counts (module docstring); ``value`` itself otherwise."""
    if slot.kind != "count" or canonical(slot.counted) not in PAIRS or not slot.of_what \
            or value.field != "quantity" or value.dimension != "count" \
            or value.magnitude is None or not sentence.lead_counts \
            or canonical(sentence.lead_counts) != canonical(slot.of_what):
        return value
    half = value.magnitude / 2
    return replace(value, magnitude=half, display=f"{half:g}")
