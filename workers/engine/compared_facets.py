"""A facet named only as the term of a comparison scopes nothing.

"Myxomatosis was released among Australia's rabbits in 1952, same as France" states
Australia's year; France is what it is compared with. "The day pass is €12, the same price
as in France", "cheaper than the UK", "unlike Germany", "compared with the EU" likewise
name a case the sentence measures its own against, not the case its values are of. Such a
mention — right after a comparative marker (``_COMPARED``, a closed grammatical class:
"(the) same (noun) as (in)", "as in", "like", "unlike", "than", "compared with/to",
"versus") — is dropped from the mentions that scope a sentence or a chunk
(``reading``). Invariant: only drops mentions, and only those a marker ends right before.
Pure.
"""

from __future__ import annotations

import re

Mention = tuple[str, str, int, int]
"""(facet, value, start, end), as ``fields.facets.find`` gives them."""

_COMPARED = re.compile(
    r"(?:\bsame(?:[^\S\n]+[a-z]+)?[^\S\n]+as(?:[^\S\n]+(?:in|for))?|\bas[^\S\n]+in|\blike"
    r"|\bunlike|\bthan(?:[^\S\n]+(?:in|for))?|\bcompared[^\S\n]+(?:with|to)(?:[^\S\n]+in)?"
    r"|\bversus|\bvs\.?)[^\S\n]+(?:the[^\S\n]+)?$",
    re.IGNORECASE,
)
_LOOK_BACK = 32
_CUES = ("as", "like", "than", "compared", "vs", "versus")


def uncompared(text: str, mentions: list[Mention]) -> list[Mention]:
    """``mentions`` of ``text`` without those a comparative marker ends right before (module
    docstring), in their order."""
    if not mentions or not any(cue in text for cue in _CUES):
        return mentions
    return [m for m in mentions
            if _COMPARED.search(text, max(0, m[2] - _LOOK_BACK), m[2]) is None]
