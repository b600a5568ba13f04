"""A label that the event itself gives as another name of the asked one: no other entity.

"Jimmy Wilde, The Mighty Atom, art print" reads ", The Mighty Atom" as a tail that could tell
one Jimmy Wilde from another; when a chunk of the same event writes that label as the
subject's nickname or alias ("Nickname: The Mighty Atom", "known as the Mighty Atom",
"nicknamed 'the Mighty Atom'"), after the subject's name and as a whole name ("the mansion
known as Sherborne Castle" aliases no "Sherborne"), it is another name of the same person,
and the chunks it labels are about the asked entity. The alias cues are a closed class
(``_ALIAS_CUE``). Invariant: only a label written so, in some chunk of the event, is
dropped; every other label is kept as ``entities`` read it. Pure.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

_ALIAS_CUE = re.compile(
    r"\b(?:nick-?names?d?|also[^\S\n]+known[^\S\n]+as|known[^\S\n]+as|a\.?k\.?a\.?|dubbed"
    r"|called|byname)[^\S\n]*:?[^\S\n]*[\"'“‘]?(?:the[^\S\n]+)?", re.IGNORECASE)
"""A cue that the next words are another name of the thing written before it."""
_NAME_ENDS = r"\b(?![^\S\n]+[A-Z0-9])"
"""The label is the whole name: no capitalised word or number runs on ("known as Sherborne
Castle" names the castle, no alias "Sherborne")."""


def aliased(label: str, texts: Iterable[str], names: tuple[str, ...]) -> bool:
    """Is ``label`` (lower-case words, as ``entities`` reads one) written, as a whole name,
    right after an alias cue in one of ``texts`` that names the subject by one of the
    question's ``names`` before the cue?"""
    words = label.split()
    if not words:
        return False
    pattern: re.Pattern[str] | None = None  # compiled at the first cue: most texts have none
    for text in texts:
        lowered = text.lower()
        if words[0] not in lowered:
            continue
        firsts = [at for name in names if (at := lowered.find(name.lower())) >= 0]
        if not firsts:
            continue
        for cue in _ALIAS_CUE.finditer(text, min(firsts)):
            if pattern is None:
                pattern = re.compile(r"[^\S\n]+".join(re.escape(w) for w in words)
                                     + _NAME_ENDS, re.IGNORECASE)
            if pattern.match(text, cue.end()):
                return True
    return False
