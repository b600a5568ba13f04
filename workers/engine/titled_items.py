"""A list of titles each followed by its value in parentheses, one title being the asked name.

"Studio albums: Blue Harbour (1984) Night Trains (1986) Marlowe (1990)": a discography, a
filmography or a navigation box writes each title right before its year. When the question
names a title ("When was the album Marlowe released?") and one parenthesis comes right after
that name, the values of the other parentheses are the other titles', whatever words stand
before the first title (a heading naming the artist, who shares the album's name, names no
item). Such a year right after the asked title also carries the question's predicate, as
a life span carries "born" (``titled_years``), so a navigation box far from any word of
release still dates the title. Pure: reads only the sentence and the question's names.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

_WORD = re.compile(r"\w+")


def named_asides(snippet: str, asides: Sequence[re.Match[str]],
                 names: frozenset[str]) -> frozenset[int]:
    """Indexes of ``asides`` (parenthesis matches in ``snippet``) written right after the
    question's ``names``: the last ``len(names)`` words before the parenthesis, lower-cased,
    are exactly those names (quotes and other marks between them ignored). Empty when the
    question names nothing or no parenthesis follows its name."""
    if not names:
        return frozenset()
    size = len(names)
    found = set()
    for index, aside in enumerate(asides):
        start = asides[index - 1].end() if index else 0
        words = [w.lower() for w in _WORD.findall(snippet, start, aside.start())]
        if len(words) >= size and set(words[-size:]) == names:
            found.add(index)
    return frozenset(found)


_TITLED_YEAR = re.compile(r"\(\s*((?:1[0-9]|20)[0-9]{2})\s*\)")


def titled_years(snippet: str, names: frozenset[str], predicate: frozenset[str],
                 ) -> list[tuple[int, int, str]]:
    """Zero-width predicate hits at a year in parentheses right after the question's name
    ("… `` Jana '' Marlowe ( 1995 ) `` Fiesta …" for the album Marlowe): a list of titles
    writes each title's year after it, as a life span writes a person's, so the year carries
    the question's predicate (its first term in sorted order). Empty for a question that
    names nothing or has no predicate."""
    if not names or not predicate or "(" not in snippet:
        return []
    term = sorted(predicate)[0]
    size = len(names)
    out = []
    for match in _TITLED_YEAR.finditer(snippet):
        words = [w.lower() for w in _WORD.findall(snippet, max(0, match.start() - 80),
                                                  match.start())]
        if len(words) >= size and set(words[-size:]) == names:
            out.append((match.start(1), match.start(1), term))
    return out
