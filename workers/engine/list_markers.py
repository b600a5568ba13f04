"""The item numbers of a numbered list: "… of the north: 1. Askel Fjord · 2. the Vardø …".

A numbered list writes its items' ordinals as "1.", "2.", "3." …: each a number followed by
a full stop and a space, the next one larger by one and written later in the text. Such a
marker only counts the list's items; it is never a count, an amount or a year the text
states about its subject (the sentence splitter may even leave "1." at the end of the
sentence before the list, where it would read as a bare answer). The markers are muted in
the reading (``reading``), as the dates that date a document are.

A list needs at least "1." followed, later, by "2.": a lone "8." ("A: 8. They …") is an
answer, not a marker; the run stops at the first number that does not follow.
"""

from __future__ import annotations

import re

__all__ = ["list_marker_spans"]

_MARKER = re.compile(r"(?<![\w.,:/$€£#-])(\d{1,2})\.(?=[^\S\n]+\S)")
"""An item number: one or two digits and a full stop, a space and the item after it; never
part of a decimal, a date ("4.5.2021"), a time or a version."""


def list_marker_spans(text: str) -> tuple[tuple[int, int], ...]:
    """The spans (of the digits) of ``text``'s numbered list markers, "1." then "2." …,
    in text order; empty when the text numbers no list (module docstring)."""
    if "1." not in text or "2." not in text:  # cheap gate: most texts number no list
        return ()
    spans: list[tuple[int, int]] = []
    run: list[tuple[int, int]] = []
    for match in _MARKER.finditer(text):
        number = int(match.group(1))
        if number == len(run) + 1:
            run.append(match.span(1))
        elif number == 1:  # another list starts over
            if len(run) >= 2:
                spans.extend(run)
            run = [match.span(1)]
    if len(run) >= 2:
        spans.extend(run)
    return tuple(spans)
