"""A table row whose first cell is a band of numbers the question's own number falls in.

"12-30 (corporate) | €32" answers "… a corporate booking of 20 people?": the row's "12" and
"30" are the ends of a band that holds the question's 20, so they name the question's case
as its words would. Reads the row's text (its first cell, up to the first " | ") and the
question's text. Invariant: the terms returned are digits of one "a-b" / "a to b" band of
that cell with a <= n <= b for some whole number n the question states; a band that holds
no number of the question ("6-11" for 20) names nothing, so its row stays another case.
"""

from __future__ import annotations

import re

_BAND = re.compile(r"(?<![\w.,])(\d{1,6})[^\S\n]*(?:-|–|to)[^\S\n]*(\d{1,6})(?![\w.,%])")
_NUMBER = re.compile(r"(?<![\w.,£$€%-])(\d{1,6})(?![\w.,%-])")


def band_terms(row_text: str, question: str) -> frozenset[str]:
    """The digit terms of a band in ``row_text``'s first cell that holds a whole number
    ``question`` states; empty when none does."""
    asked = [int(n) for n in _NUMBER.findall(question)]
    if not asked:
        return frozenset()
    cell = row_text.split("|", 1)[0]
    found: set[str] = set()
    for band in _BAND.finditer(cell):
        low, high = int(band.group(1)), int(band.group(2))
        if low < high and any(low <= n <= high for n in asked):
            found.update((band.group(1), band.group(2)))
    return frozenset(found)
