"""A value in parentheses that closes a row's label describes the row, not what it states.

"Knife skills (3 hours): £65 per person", "Flex 30 (24 months): £22.00 a month", "Taster
(2 hours), adults: £30": the parenthesised value is part of the label's name of the item
(its length, term, size), and the value after the colon is what the row says of it. When a
value the question accepts stands after that colon, the label's parenthesised values answer
nothing; when none does ("Knife skills (3 hours): bring an apron" for "How long …?"), they
are left as they are.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from workers.engine.values import Value

_LABEL_ASIDE = re.compile(r"\(([^()\n]{1,40})\)[^():;.!?\n]{0,30}:\s")
"""A parenthesised group in a label: the group, at most a few more words of the label
("Taster (2 hours), adults:"), then the label's colon."""


def without_label_asides(snippet: str, offset: int, candidates: Sequence[Value]
                         ) -> list[Value]:
    """``candidates`` (of ``snippet``, which starts at ``offset`` in its chunk) without those
    inside a parenthesised group of a label, when another candidate stands after
    that label's colon. Never empties a non-empty list."""
    kept = list(candidates)
    for found in _LABEL_ASIDE.finditer(snippet):
        low, high = offset + found.start(), offset + found.end(1) + 1
        if any(v.start >= offset + found.end() for v in kept):
            kept = [v for v in kept if not low <= v.start < high]
    return kept
