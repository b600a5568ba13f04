"""A chunk that opens mid-sentence: the cut opening lost its subject and its frame.

Retrieved web text is often cut from a page at an arbitrary point, so a chunk's first
sentence may be the tail of one whose head ("As of the 2000 census, there were …") is
gone: "5,195 people, 1,470 households … residing in the CDP." Its value answers the
question's words but no longer says when or of what. Read only the chunk's opening
sentence: it is cut when it starts with a lowercase letter or a digit rather than a
sentence's capital, quote or bracket.
"""

from __future__ import annotations

import re
from typing import Protocol

_CUT = re.compile(r"\s*[a-z0-9]")


def cut_opening(offset: int, snippet: str) -> bool:
    """Is the sentence ``snippet``, at ``offset`` in its chunk, the tail of a sentence the
    chunk's cut removed the head of? Only the chunk's first sentence (offset 0) can be."""
    return offset == 0 and _CUT.match(snippet) is not None


class Placed(Protocol):
    """A sentence as its chunk places it: where it starts and what it says."""

    @property
    def offset(self) -> int: ...

    @property
    def snippet(self) -> str: ...
