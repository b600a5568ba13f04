"""A capitalised "May" that is a month or a name, never the modal.

"Cheese rolling, May Day — free" and "closed until 4 May" permit nothing: ``months_masked``
hides such a "May" from the clause patterns (``clauses.find``) by writing it "maY" in the
lower-cased sentence, offsets unchanged.
"""

from __future__ import annotations

import re

_LONG_WORD = re.compile(r"\b[^\W\d_]{4,}")
_MONTH_AFTER = re.compile(r"[^\S\n]*(?:[A-Z0-9]|[,.;)]|$)")


def months_masked(sentence: str, folded: str) -> str:
    """``folded`` with each "may" that is a month or a name in ``sentence`` written "maY"
    (same offsets; no pattern reads it as a modal). A capitalised "May" inside a sentence is
    one before a number or a capitalised word ("May Day", "May 2025"), after a number ("12
    May"), or ending a phrase ("in May, …", "open until May."). A sentence's first word, a
    "May" after ".", "!", "?", ":", a dash or a bullet, and any "May" of a sentence written
    in title case ("Dogs May Not Enter") may be the modal."""
    if all(w[0].isupper() for w in _LONG_WORD.findall(sentence)):
        return folded  # title case: every word of four letters or more capitalised
    out = folded
    for found in re.finditer(r"\bMay\b", sentence):
        at = found.start()
        before = sentence[:at].rstrip()
        after = sentence[found.end():]
        month = bool(before) and before[-1] not in ".!?:-–—•*" and (
            before[-1].isdigit() or _MONTH_AFTER.match(after) is not None)
        if month:
            out = out[:at] + "maY" + out[at + 3:]
    return out
