"""A label that numbers a step of a procedure ("Step 4:", "Stage 2 -", "Phase 1b:") names no
thing: the segment after it is still about whatever the text is about."""

from __future__ import annotations

import re

_STEP = re.compile(r"\s*(?:step|stage|phase)\s+(?:\d{1,2}[a-z]?|[ivx]{1,4}|one|two|three|four"
                   r"|five|six|seven|eight|nine|ten)\s*", re.IGNORECASE)


def names_a_step(label: str) -> bool:
    """Is ``label`` (a segment's label as written, ``segments.label_text``) only a step's
    number ("Step 4", "stage two")?

    Invariant: a label with any other word ("Step 4 (staging)", "Returns step 2") is not
    one, so it keeps whatever subject its words give."""
    return _STEP.fullmatch(label) is not None
