"""A count of what was taken away: "ten zeros were knocked off in 2008" counts the zeros
removed, not the zeros a thing has.

A count right before a passive verb of removal ("were knocked off", "was cut", "had been
removed", "got dropped"; the counted noun may stand between them) says how many of the noun
some act took away. To a question that asks how many there are ("How many zeros are printed
on the note?") it answers nothing; a question that itself asks about a removal (one of its
words is a removal verb's stem: "How many zeros were removed?") keeps it. Reads the
sentence's text after each count and the question's words only.
"""

from __future__ import annotations

import re

from workers.engine.questions import family
from workers.engine.values import Value

_REMOVAL = (r"(?:knocked|lopped|chopped|struck|cut|slashed|removed|dropped|wiped|stripped"
            r"|shaved|deleted|scrapped|axed|eliminated|taken[^\S\n]+(?:off|away|out))\b")
_REMOVED = re.compile(
    r"(?:[^\S\n]+[a-z][\w-]*)?[^\S\n]+(?:were|was|had[^\S\n]+been|have[^\S\n]+been|has"
    r"[^\S\n]+been|got|get|are|is|be|being)[^\S\n]+(?:[a-z]+ly[^\S\n]+)?" + _REMOVAL,
    re.IGNORECASE)
_REMOVAL_STEMS = ("knock", "lop", "chop", "strik", "struck", "cut", "slash", "remov", "drop",
                  "wip", "strip", "shav", "delet", "scrap", "axe", "elimin")


def asks_removal(words: frozenset[str]) -> bool:
    """Does one of the question's content ``words`` (stems) name a removal?"""
    return any(w.startswith(_REMOVAL_STEMS) for w in words)


def not_removed(snippet: str, offset: int, candidates: list[Value],
                words: frozenset[str]) -> list[Value]:
    """``candidates`` (of ``snippet``, which starts at ``offset`` in its chunk) without the
    counts of what was removed (module docstring), unless the question's ``words`` ask
    about a removal. Order kept."""
    if asks_removal(words):
        return candidates
    return [v for v in candidates if family(v) != "count"
            or _REMOVED.match(snippet, v.end - offset) is None]
