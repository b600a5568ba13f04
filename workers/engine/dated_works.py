"""Owners of another dated work: "Gerard's Herball (1597)" to a question about "the herbal of 1652".

A who question may date the work it asks about ("Who wrote the herbal of 1652 …?", "Who
directed the 1954 film …?"). A text that names someone's work in the possessive with its
year in parentheses right after the title ("Gerard's Herball (1597) is older", "Pollack's
Sabrina (1995)") dates that work itself: when its year is none of the question's years, the
work is another one of the kind (an earlier herbal, a remake), and its owner is no answer
to the question. A question that writes no year, or a work dated with one of the
question's years, leaves every name as it is. Pure; one scan of the text.
"""

from __future__ import annotations

import re

_YEAR = re.compile(r"\b(1[0-9]{3}|20[0-9]{2})\b")
_DATED_WORK = re.compile(
    r"(?P<name>[A-Z][\w.-]*(?:[^\S\n]+[A-Z][\w.-]*){0,3})(?:'s|’s|'|’)[^\S\n]+"
    r"(?:[\w'’-]+[^\S\n]+){0,3}[\w'’-]+[^\S\n]*\((?P<year>1[0-9]{3}|20[0-9]{2})\)")
"""A possessive name, a title of up to four words and its year in parentheses."""


def other_dated_owners(text: str, question: str) -> frozenset[str]:
    """The normalised names (lower case, no punctuation: ``named``'s ``exact`` form) that
    own, in ``text``, a work dated with a year ``question`` does not write; none when the
    question writes no year (module docstring)."""
    years = frozenset(_YEAR.findall(question))
    if not years or "(" not in text:
        return frozenset()
    return frozenset(
        " ".join(re.sub(r"[^\w\s]", "", m.group("name").lower()).split())
        for m in _DATED_WORK.finditer(text) if m.group("year") not in years)
