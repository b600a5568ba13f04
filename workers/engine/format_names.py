"""A game's format named by its side's size: "rugby sevens", "cricket sixes", "hockey fives".

A sport's short formats are named by the game and a plural number word ("netball fives",
"rugby tens"): the number word, not the game, is the name's head, so "the sevens, with seven
players a side" counts the format's sides, not the game's the question asks about ("How many
players does a rugby union side field?"). A sentence that writes one of the question's words
right before such a plural number word the question does not write, before its first value,
states the format's values. Invariant: a question that writes the format ("How long is a
rugby sevens half?") is never read so, and a number word in the singular ("rugby seven") is
no format.

Pure; the question's terms are memoised per query.
"""

from __future__ import annotations

import re

from workers.engine.query_memo import per_query
from workers.engine.terms import STOPWORDS, stem
from workers.engine.text_memo import per_text

_FORMAT = re.compile(
    r"\b(?P<game>[a-z-]+)[^\S\n]+(?P<size>threes|fours|fives|sixes|sevens|eights|nines|tens"
    r"|elevens|twelves)\b", re.IGNORECASE)
_SIZES = ("threes", "fours", "fives", "sixes", "sevens", "eights", "nines", "tens", "elevens",
          "twelves")
_SIZE = re.compile("|".join(_SIZES), re.IGNORECASE)
"""What every ``_FORMAT`` match holds, however the snippet is cut: a gate before it."""
_WORD = re.compile(r"[a-z0-9]+")


@per_text
def _sizes_in(snippet: str) -> bool:
    """Does ``snippet`` write a plural number word anywhere (a memo: sentences recur)? In
    ASCII text, as its lower case contains one (``re`` folds no other character to ASCII)."""
    if not snippet.isascii():
        return _SIZE.search(snippet) is not None
    lowered = snippet.lower()
    return any(size in lowered for size in _SIZES)


def format_named(snippet: str, query: str, until: int | None = None) -> str:
    """"rival:format-<game>-<size>" when, before ``until``, ``snippet`` names a format of one
    of the question's games by a plural number word the question does not write (module
    docstring); else ""."""
    if not _sizes_in(snippet):
        return ""
    asked, written = _asked(query)
    for found in _FORMAT.finditer(snippet, 0, len(snippet) if until is None else until):
        game, size = found["game"].lower(), found["size"].lower()
        if stem(game) in asked and size not in written:
            return f"rival:format-{game}-{size}"
    return ""


@per_query
def _asked(query: str) -> tuple[frozenset[str], frozenset[str]]:
    """The question's content words, stemmed, and its words as written (lower case)."""
    words = _WORD.findall(query.lower())
    return frozenset(stem(w) for w in words if w not in STOPWORDS), frozenset(words)
