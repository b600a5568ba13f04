"""A group led by another named person: "a second party of 46 nurses under Mary Stanley" is
no count of the nurses who went with the question's Florence Nightingale.

A count whose noun phrase goes on with a leader ("under", "led by", "headed by",
"commanded by", "captained by") and a person's full name (two or more capitalised words)
counts that person's group. When none of the name's words is one of the question's names,
the group is another than the one asked about and the count answers nothing; a leader the
question names ("38 nurses under Florence Nightingale"), a lone capitalised word ("under
Napoleon", "under Penguin": it may be a place, an imprint or the subject's own name) or a
name that is no leader's ("46 nurses with Mary Stanley") keep the count.

Pure; linear in the sentence (one bounded look after each candidate value).
"""

from __future__ import annotations

import re

from workers.engine.name_words import PERSON_TITLES
from workers.engine.values import Value

_LED = re.compile(
    r"(?:[^\S\n]+[a-z][\w'’-]*){0,3}?[^\S\n]+(?:under|(?:led|headed|commanded|captained)"
    r"[^\S\n]+by)[^\S\n]+(?:the[^\S\n]+)?((?:[A-Z][\w'’.-]*[^\S\n]+){1,3}[A-Z][\w'’-]*)")
"""After the count: at most three words in lower case ("nurses", "volunteer nurses"), the
leader's word and a name of two to four capitalised words."""
_TITLES = PERSON_TITLES
"""Titles before a name, which name nobody ("Captain Ferrier" is one word of a name)."""
_FULL_NAME = 2
"""A person's full name has at least this many words besides titles ("Mary Stanley")."""


def led_by_others(snippet: str, offset: int, candidates: list[Value], own: frozenset[str]
                  ) -> list[Value]:
    """``candidates`` (counts of ``snippet``, which starts at ``offset`` in its chunk)
    without those a leader the question does not name leads (module docstring); all of them
    when the question names nobody (``own``: its names, lower case)."""
    if not own or not candidates:
        return candidates
    return [v for v in candidates if not _other_leader(snippet, v.end - offset, own)]


def _other_leader(snippet: str, end: int, own: frozenset[str]) -> bool:
    """Does a leader's full name none of whose words the question names follow the count
    that ends at ``end``?"""
    found = _LED.match(snippet, end)
    if found is None:
        return False
    words = [w.strip("'’.-").lower().removesuffix("'s") for w in found.group(1).split()]
    named = [w for w in words if w not in _TITLES]
    return len(named) >= _FULL_NAME and not any(w in own for w in named)
