"""Shapes of a question's wording that name its event beyond its verb's own word
(``event_of_question``): a phrasal verb of a release, and where a subject's name ends. Pure."""

from __future__ import annotations

import re

_PHRASAL_RELEASE = re.compile(
    r"\b(?:go|goes|went|come|comes|came)[^\S\n]+(?:on[^\S\n]+sale|out)\b"
    r"|\b(?:bring|brought|put)[^\S\n]+(?:out\b|(?:[^\W\d_]+[^\S\n]+){1,6}?out[^\S\n]*\?)"
    r"|\bput[^\S\n]+(?:[^\W\d_'’]+[^\S\n]+){1,6}?on[^\S\n]+sale\b", re.IGNORECASE)
"""A phrasal verb of a release: "go on sale", "come out", "bring out …", "put … on sale"."""
_RELEASE = frozenset({"#release", "sale", "sell"})
"""What names a phrasal release in a text: a release class word ("published", "released",
``predicates.CLASSES``), a sale ("put the Comet on sale in 1961", "first sold")."""


def phrasal_terms(question: str) -> frozenset[str]:
    """The release words (``_RELEASE``) when ``question`` asks with a phrasal verb of a
    release (``_PHRASAL_RELEASE``); none otherwise."""
    return _RELEASE if _PHRASAL_RELEASE.search(question) else frozenset()


def after_name(words: list[tuple[str, int]], index: int) -> bool:
    """Does the word at ``index`` follow a capitalised word that is no possessive ("did the
    Vale Soap Company introduce Lustre soap?")? The subject's name ends there, so the word is
    its verb, never a common noun in apposition to a name after it ("Ada's schooner Marit")."""
    if index == 0:
        return False
    before = words[index - 1][0]
    return before[:1].isupper() and not before.lower().endswith(("'s", "’s", "'", "’"))
