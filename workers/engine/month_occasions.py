"""A sentence about another month's occasion than the one the question names.

"By when must lots from the January fine-art sale be collected?" asks about one sale, named
by its month; "Lots from the February country-house sale must be collected by 19 February"
states the date of another sale: a month other than the question's, written right before a
phrase that ends in the same noun ("sale") the question's month leads. Reads the sentence
and the question only. Invariant: a sentence that writes the question's own month names the
asked occasion and is never set aside; "May" is not read (it is also a verb: "May I …").
"""

from __future__ import annotations

import re

from workers.engine.terms import STOPWORDS, stem

_MONTH = re.compile(
    r"\b(January|February|March|April|June|July|August|September|October|November|December)"
    r"((?:[^\S\n]+[A-Za-z][\w'-]*){1,3})"
)
"""A capitalised month and the one to three words written after it."""


def other_month_occasion(snippet: str, question: str) -> str:
    """"case:<month>-<noun>" when ``snippet`` names, by another month than ``question``'s,
    an occasion whose noun the question's month leads (module docstring); "" otherwise."""
    asked = _led(question)
    if not asked:
        return ""
    months = {month for month, _ in asked}
    nouns = {noun for _, led in asked for noun in led}
    if any(month in snippet for month in months):
        return ""
    for month, led in _led(snippet):
        shared = sorted(led & nouns)
        if shared:
            return f"case:{month.lower()}-{shared[0]}"
    return ""


def _led(text: str) -> list[tuple[str, frozenset[str]]]:
    """Each month of ``text`` with the stems of the words it leads, up to a stopword."""
    found = []
    for match in _MONTH.finditer(text):
        words = []
        for word in match.group(2).split():
            if word.lower() in STOPWORDS:
                break
            words.append(stem(word.lower().rsplit("-", 1)[-1]))
        if words:
            found.append((match.group(1), frozenset(words)))
    return found
