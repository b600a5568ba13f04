"""Hatnotes: a page's pointers to other pages of its name, which say nothing of its subject.

An encyclopaedia page opens with notes such as "For the baseball pitcher, see Nick Hill
(baseball)." or "For other uses, see Stillwater (disambiguation)."; each names another
entity that shares the page's name, and the term it holds ("baseball") is that entity's,
never the page subject's answer. A hatnote is a clause that opens with a capitalised "For",
reaches "see" within a short phrase (``LEAD`` characters) and runs to the end of its
sentence; the "For" must open the text or follow a stop, a bracket or a line break. Pure.
"""

from __future__ import annotations

import re

LEAD = 80
"""The most characters between "For" and its "see" ("For the baseball pitcher, see")."""
_HATNOTE = re.compile(
    rf"(?:^|(?<=[.!?)\]\n])|(?<=[.!?)\]]\s)|(?<=\s\s))For\s[^.;:!?\n]{{1,{LEAD}}}?,?\s+see\s"
    r"[^.;!?\n]*"
)


def hatnote_spans(text: str) -> list[tuple[int, int]]:
    """The spans of ``text`` that hatnotes take (start, end), in order."""
    return [m.span() for m in _HATNOTE.finditer(text)]


def in_hatnote(text: str, start: int) -> bool:
    """Does the character at ``start`` of ``text`` stand in a hatnote?"""
    return any(a <= start < b for a, b in hatnote_spans(text))
