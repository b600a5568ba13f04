"""A list of titles each followed by its value in parentheses, one title being the asked name.

"Studio albums: Blue Harbour (1984) Night Trains (1986) Marlowe (1990)": a discography, a
filmography or a navigation box writes each title right before its year. When the question
names a title ("When was the album Marlowe released?") and one parenthesis comes right after
that name, the values of the other parentheses are the other titles', whatever words stand
before the first title (a heading naming the artist, who shares the album's name, names no
item). Pure: reads only the sentence and the question's names.
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
