"""A name spelt one letter apart from the query's: another place or person of a like name.

"Sherborne" beside "Sherbourne", "Dunnville" beside "Dunville", "Orrick" beside "Orrock":
same-name sets hold entities whose names differ by one letter, and a chunk that never
writes the query's name but writes such a near spelling, again and again, is about that
other entity (``entities`` labels it with that spelling). A word also written in lower case
in the chunk is a common word, not a name ("Screen" for "Screven"); a changed or added
ending is another form of the same name ("Croatia" / "Croatian", a plural).
"""

from __future__ import annotations

import re

_MIN_LETTERS = 5
"""Shorter names have too many one-letter neighbours among ordinary words."""
_MIN_MENTIONS = 2


def near_spelling(text: str, names: tuple[str, ...]) -> str:
    """The word (lower case) one letter apart from a word of one of the query's ``names``
    that ``text`` writes capitalised at least twice and never in lower case, when it
    never writes that word itself; "" when none."""
    lowered = text.lower()
    for name in names:
        for word in name.split():
            if len(word) < _MIN_LETTERS or not word[:1].isupper() or not word.isalpha():
                continue
            if word.lower() in lowered \
                    and re.search(rf"\b{re.escape(word.lower())}\b", lowered):
                continue
            if text.count(word[0]) < _MIN_MENTIONS:
                continue  # each spelling sought starts with this letter: none twice
            counts: dict[str, int] = {}
            shape = rf"\b{word[0]}[a-z]{{{len(word) - 2},{len(word)}}}\b"
            for found in re.findall(shape, text):
                counts[found] = counts.get(found, 0) + 1
            for found, count in sorted(counts.items()):
                if count < _MIN_MENTIONS or not _one_letter_apart(found.lower(), word.lower()):
                    continue
                if re.search(rf"\b{found.lower()}\b", text):
                    continue  # also written in lower case: a common word
                return found.lower()
    return ""


def _one_letter_apart(a: str, b: str) -> bool:
    """One letter inserted, dropped or changed inside the word: an ending changed or added
    is another form of the same name ("Croatia" / "Croatian", "Bragin" / "Bragina")."""
    if a[-1] != b[-1]:
        return False
    if len(a) == len(b):
        return sum(x != y for x, y in zip(a, b, strict=True)) == 1
    short, long = (a, b) if len(a) < len(b) else (b, a)
    if len(long) - len(short) != 1:
        return False
    at = next((i for i, (x, y) in enumerate(zip(short, long, strict=False)) if x != y),
              len(short))  # none differs: the long one adds its last letter again
    return short[at:] == long[at + 1:]
