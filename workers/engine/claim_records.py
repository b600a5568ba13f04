"""What a claim is (``claims.extract_claims``): one sentence's values under one key.

A ``Claim`` holds at most one value per field type; ``snippets`` and ``weights`` have a
key for each of its values, and ``alternatives`` includes those values. A ``Key`` is what
claims merge on; ``Found`` is what a slot question's answering sentences leave under one.
"""

from __future__ import annotations

from dataclasses import dataclass
from dataclasses import field as dataclass_field

from schemas.types import FieldType
from workers.engine.reading import SentenceReading
from workers.engine.values import Value


@dataclass(slots=True)
class Claim:
    """What one sentence of one chunk asserts."""

    subject: str
    attribute: str
    facets: tuple[tuple[str, str], ...]
    values: dict[FieldType, Value]
    snippet: str
    position: int
    qualifier_terms: frozenset[str]
    """Words of a condition or exception that narrow the case the values hold for
    (``stated_conditions``: not a condition that holds every value it states)."""
    mentions: frozenset[str]
    asides: frozenset[int]
    snippets: dict[FieldType, str]
    """The verbatim sentence that states each value (values may come from several)."""
    weights: dict[FieldType, int] = dataclass_field(default_factory=dict)
    """How many of the query's words the sentence stating each value shares."""
    alternatives: tuple[Value, ...] = ()
    """Every value the chunk states in sentences about this claim's subject, its picks
    included (``charitable`` may read the chunk as giving one of them)."""
    broad: bool = False
    """Was it read from a chunk that never writes the question's predicate words, in a
    sentence sharing only some other word of the question (``needs_broad``)?"""

    def facet(self, name: str) -> str | None:
        for key, value in self.facets:
            if key == name:
                return value
        return None




Key = tuple[str, str, tuple[tuple[str, str], ...]]
"""A claim's subject, attribute and scope facets: what claims merge on."""
Found = list[tuple[int, dict[FieldType, Value], SentenceReading]]
"""A slot question's answering sentences under one key: (coverage, values, sentence)."""
