"""A label that the event itself gives as another name of the asked one: no other entity.

"Jimmy Wilde, The Mighty Atom, art print" reads ", The Mighty Atom" as a tail that could tell
one Jimmy Wilde from another; when a chunk of the same event writes that label as the
subject's nickname or alias ("Nickname: The Mighty Atom", "known as the Mighty Atom",
"nicknamed 'the Mighty Atom'"), it is another name of the same person, and the chunks it
labels are about the asked entity. The alias cues are a closed class (``_ALIAS_CUE``).
Invariant: only a label written right after such a cue, in some chunk of the event, is
dropped; every other label is kept as ``entities`` read it. Pure.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

_ALIAS_CUE = re.compile(
    r"\b(?:nick-?names?d?|also[^\S\n]+known[^\S\n]+as|known[^\S\n]+as|a\.?k\.?a\.?|dubbed"
    r"|called|byname)[^\S\n]*:?[^\S\n]*[\"'“‘]?(?:the[^\S\n]+)?", re.IGNORECASE)
"""A cue that the next words are another name of the thing written before it."""


def aliased(label: str, texts: Iterable[str]) -> bool:
    """Is ``label`` (lower-case words, as ``entities`` reads one) written right after an
    alias cue in one of ``texts``?"""
    words = label.split()
    if not words:
        return False
    pattern = re.compile(r"[^\S\n]+".join(re.escape(w) for w in words) + r"\b", re.IGNORECASE)
    for text in texts:
        if words[0] not in text.lower():
            continue
        for cue in _ALIAS_CUE.finditer(text):
            if pattern.match(text, cue.end()):
                return True
    return False
