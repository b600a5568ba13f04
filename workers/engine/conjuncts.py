"""Two dates of one sentence, each with its own verb: "It fell in a storm in 1815 and was
re-erected in 1824".

A sentence that states two events joined by "and" / "but" / "then" / "until" / ";" dates
each in its own conjunct. When the question's predicate word and one value stand in one
conjunct and a rival value stands in another conjunct that has a verb of its own ("fell",
"collapsed", a schedule's "open" / "opens"), the rival is that verb's, not an equally
placed second answer; so is a period's start before "until" ("since 1570 until it closed
in 2017"); a conjunct with no verb of its own ("… in 1901 and again in 1950") leaves the
two values rivals. Pure.
"""

from __future__ import annotations

import re

from workers.engine.governing_verbs import SCHEDULE_VERBS, present_form
from workers.engine.predicates import PAST_FORMS

_JOINT = re.compile(r"[^\S\n]+(?:and|but|then|until|till)[^\S\n]+|;")
_PERIOD_START = re.compile(r"\b(?:since|from)[^\S\n]+(?:the[^\S\n]+)?$", re.IGNORECASE)
_PAST = re.compile(r"\b[a-z]{2,}ed\b|\b[a-z]+\b")


def other_conjunct(snippet: str, best: tuple[int, int], rival: tuple[int, int],
                   hit: tuple[int, int]) -> bool:
    """Is the ``rival`` span of ``snippet`` in another conjunct than the predicate word at
    ``hit`` and the ``best`` value, one with a past verb of its own?"""
    joints = [m for m in _JOINT.finditer(snippet)
              if _between(m.start(), rival, hit) and not _between(m.start(), best, hit)]
    if not joints:
        return False
    if rival[0] < hit[0]:
        edge = joints[0].start()
        start = max((m.end() for m in _JOINT.finditer(snippet, 0, rival[0])), default=0)
        own = snippet[start:edge]
    else:
        edge = joints[-1].end()
        after = _JOINT.search(snippet, rival[1])
        own = snippet[edge : after.start() if after is not None else len(snippet)]
    if rival[0] < hit[0] and _PERIOD_START.search(snippet, max(0, rival[0] - 12), rival[0]):
        return True  # "since 1570 until it closed in 2017": the period's start
    return any(_verb(m.group(0)) for m in _PAST.finditer(own.lower()))


def _between(at: int, a: tuple[int, int], b: tuple[int, int]) -> bool:
    low, high = min(a[1], b[1]), max(a[0], b[0])
    return low <= at < high


def _verb(word: str) -> bool:
    """A past form, or a schedule's verb in the present ("Applications open 1 December")."""
    return word in PAST_FORMS or (len(word) >= 5 and word.endswith("ed")) \
        or word in SCHEDULE_VERBS or present_form(word)
