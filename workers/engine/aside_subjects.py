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
determiner's common noun are the subject's own.

A sentence that opens on an owner's *other* thing ("Sri Lanka's other natural World Heritage
site, the Central Highlands, was listed in 2010", "Its other tower fell in 1890") is about
that other thing, whatever the owner: a date in its opening clause, or in a clause opening on
a passive after its aside, is that thing's event (``other_thing``). A later clause with a
subject of its own ("…, and the north tower was built in 1902") is not read so.
Pure: reads the date's sentence only.
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
_OTHER_THING = re.compile(
    r"(?:(?:[A-Z][\w.-]*[^\S\n]+){0,3}[A-Z][\w.-]*['’]s|Its|Their|His|Her)[^\S\n]+other"
    r"[^\S\n]+(?P<thing>[A-Za-z][\w-]*(?:[^\S\n]+[A-Za-z][\w-]*){0,5})"
    r"(?P<aside>[^\S\n]*,[^.!?;:,]{1,80},)?")
"""An owner's possessive, "other" and the thing's words, then an aside or none."""
_SPAN = 200
_NOT_NAMES = DETERMINERS_AND_PRONOUNS | PERSON_TITLES


def _sentence_open(text: str, begin: int) -> int | None:
    """Where the sentence holding ``begin`` opens (``None`` past ``_SPAN`` characters)."""
    window_start = max(0, begin - _SPAN)
    opens = [m.end() for m in _OPENER.finditer(text, window_start, min(len(text), begin + 1))
             if (m.end() > window_start or window_start == 0) and m.end() <= begin]
    return opens[-1] if opens else None


def other_thing(text: str, begin: int, before: str) -> str:
    """The opening's words from the owner's "other" on (lower case): the thing whose event
    the date's clause (``before``, from ``begin`` of ``text``) tells, when its sentence
    opens on "<owner>'s other …" and the clause is that opening's or a passive right after
    its aside; "" otherwise."""
    if "other" not in text[max(0, begin - _SPAN):begin + len(before)]:
        return ""
    opens = _sentence_open(text, begin + 1) if begin < len(text) else None
    if opens is None:
        return ""
    found = _OTHER_THING.match(text, opens)
    if found is None or found.end("thing") > begin + len(before):
        return ""
    if begin > opens and not (found.group("aside") and found.end() == begin
                              and _PASSIVE_FIRST.match(before)):
        return ""  # the date's clause is another one than the opening's
    return "other " + found.group("thing").lower()


def aside_subject(text: str, begin: int, before: str, own: Callable[[str], bool]) -> str:
    """The other subject (lower-case words) whose passive event the date's clause
    (``before``, from ``begin`` of ``text``) tells, when it opens on a passive right after
    the comma closing an aside of the sentence's opening name (module docstring); ""
    otherwise."""
    if begin == 0 or text[begin - 1] != "," or _PASSIVE_FIRST.match(before) is None:
        return ""
    opens = _sentence_open(text, begin)
    if opens is None:
        return ""
    found = _SUBJECT.match(text[opens:begin])
    if found is None:
        return ""
    words = [w.strip("'’.") for w in found.group(1).split() if w not in ("of", "the")]
    if len(words) < 2 or any(w.lower() in _NOT_NAMES for w in words[:1]) \
            or all(own(w) for w in words):
        return ""
    return " ".join(w.lower() for w in words)
