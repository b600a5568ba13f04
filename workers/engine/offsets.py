"""A period that places an event in time is no length of time: "Seventy years ago today",
"19 years later", "some 16 months after she became queen".

A duration followed at once by "ago", "later", "earlier" or "afterwards", or by "after" or
"before" and the event it counts from ("after she became queen", "before the coronation"),
is an offset between two moments. It answers no question about how long something takes
or lasts, nor how old someone was, unless the question itself asks about an offset (its
words hold "ago", "after", "before", "later" or "earlier"). A *when* question keeps it: a
period after an event is its answer there ("no later than 5 business days after the
incident is declared").
"""

from __future__ import annotations

import re

from workers.engine.questions import Slot, family
from workers.engine.values import Value

_OFFSET_AFTER = re.compile(
    r"[^\S\n]+(?:or so[^\S\n]+)?(?:ago|later|earlier|afterwards?"
    r"|(?:after|before)[^\S\n]+(?:he|she|it|they|we|you|i|the|his|her|its|their|this|that)\b)",
    re.IGNORECASE,
)


def relative_offsets(
    snippet: str, offset: int, candidates: list[Value], slot: Slot
) -> list[Value]:
    """``candidates`` (of ``snippet``, which starts at ``offset`` in its chunk) without the
    durations that place an event relative to another, unless ``slot``'s question asks
    about such an offset (``Slot.relative``)."""
    if slot.relative or slot.kind == "when":  # "5 business days after the incident": when
        return candidates
    return [v for v in candidates
            if family(v) != "duration" or not _OFFSET_AFTER.match(snippet, v.end - offset)]
