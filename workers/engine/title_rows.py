"""A row labelled by its box's own title names a part that bears the whole's name.

An infobox opens on its subject's name and lists the subject's attributes by label
("Velmo | Players: 4 | Board: 64 squares | The velmo: 6 squares"). A row whose label repeats
the title ("The velmo", with or without an article) is no attribute of the titled thing (the
whole box is about that thing): it names a part called like the whole (the six-square
"velmo" corner of the game Velmo). Its values are that part's, and its label, though it writes
the question's name, does not make the box a list of things by label (``claims``' ``listed``).
Invariant: only a chunk that opens on a title cell (text before its first "|", with no colon
and at most ``MAX_TITLE_WORDS`` words) and only a row whose label's content words are exactly
the title's; anything else returns "". Pure; reads the chunk's opening and the label only.
"""

from __future__ import annotations

import re

from workers.engine.sentence_readings import SentenceReading
from workers.engine.terms import content_terms

MAX_TITLE_WORDS = 4
_TITLE = re.compile(r"[^\S\n]*(?P<title>[^|:\n]{1,60}?)[^\S\n]*\|")
"""The chunk's first cell, before its first "|", when no colon is in it."""
_DATELINE = re.compile(r"[^\S\n]*[^·•—–|:\n]{1,30}(?:[·•]|[^\S\n][—–])")
"""A page's dateline before "·" or a spaced dash ("Updated 11/2023 · "), read past."""


def box_title(text: str) -> str:
    """The title cell ``text`` opens on (a dateline read past): what it writes before its
    first "|", with no colon in it; "" when it opens on none."""
    dateline = _DATELINE.match(text)
    found = _TITLE.match(text, dateline.end() if dateline is not None else 0)
    return found["title"] if found is not None else ""


def titled_part(text: str, sentence: SentenceReading) -> str:
    """"row:<label>" when ``sentence`` is a "Label: value" row of ``text`` whose label repeats
    the title ``text`` opens on, else ""."""
    if not sentence.label:
        return ""
    found = _TITLE.match(text)
    if found is None or len(found["title"].split()) > MAX_TITLE_WORDS:
        return ""
    title = frozenset(content_terms(found["title"]))
    if title != sentence.label:
        return ""
    return f"row:{'-'.join(sorted(sentence.label))}"
