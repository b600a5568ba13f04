"""A passive clause after an aside tells an event of its sentence's subject.

"Cross River National Park in Nigeria, across the border from Korup, was created in 1991"
dates the creation of Cross River National Park, not of Korup National Park: the date's clause
opens on a passive ("was created", "were founded") right after a comma, so its subject is the
name the sentence opens on, past a place ("in Nigeria") and an aside set off by commas. When
that name (two to four capitalised words) has a word of its own, none of the question's, the
event is that name's, whatever the aside names ("from Korup" places it, it is not the
subject). Read for any *when* question: the passive's subject undergoes the act, so it is
the asked thing only when it is the question's ("When did Cameroon create Korup National
Park?" asks of the park); a name all of whose words are the question's, a pronoun and a
determiner's common noun are the subject's own. Pure: reads the date's sentence only.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from workers.engine.name_words import DETERMINERS_AND_PRONOUNS, PERSON_TITLES

_NAME = r"[A-Z][\w'’.-]*"
_PASSIVE_FIRST = re.compile(r"[^\S\n]*(?:was|were|had[^\S\n]+been|has[^\S\n]+been)[^\S\n]+"
                            r"(?:first[^\S\n]+|officially[^\S\n]+)?[a-z]{3,}(?:ed|en|t)\b")
"""A clause opening on a passive verb: "was created", "were first founded"."""
_OPENER = re.compile(r"(?:^|[.!?·•|][^\S\n]+|[^\S\n][—–][^\S\n])(?=[A-Z])")
"""Where a sentence (or a dateline's text) opens."""
_SUBJECT = re.compile(
    rf"(?:The[^\S\n]+)?({_NAME}(?:[^\S\n]+(?:(?:of|the)[^\S\n]+)?{_NAME}){{1,3}})"
    rf"(?:[^\S\n]+(?:in|at|near)[^\S\n]+{_NAME}(?:[^\S\n]+{_NAME}){{0,2}})?"
    r"[^\S\n]*,[^.!?;:,]{1,80},[^\S\n]*$")
"""A name, an optional place and one aside set off by commas, up to the date's clause."""
_SPAN = 200
_NOT_NAMES = DETERMINERS_AND_PRONOUNS | PERSON_TITLES


def aside_subject(text: str, begin: int, before: str, own: Callable[[str], bool]) -> str:
    """The other subject (lower-case words) whose passive event the date's clause
    (``before``, from ``begin`` of ``text``) tells, when it opens on a passive right after
    the comma closing an aside of the sentence's opening name (module docstring); ""
    otherwise."""
    if begin == 0 or text[begin - 1] != "," or _PASSIVE_FIRST.match(before) is None:
        return ""
    window_start = max(0, begin - _SPAN)
    opens = [m.end() for m in _OPENER.finditer(text, window_start, begin)
             if m.end() > window_start or window_start == 0]
    if not opens:
        return ""
    found = _SUBJECT.match(text[opens[-1]:begin])
    if found is None:
        return ""
    words = [w.strip("'’.") for w in found.group(1).split() if w not in ("of", "the")]
    if len(words) < 2 or any(w.lower() in _NOT_NAMES for w in words[:1]) \
            or all(own(w) for w in words):
        return ""
    return " ".join(w.lower() for w in words)
