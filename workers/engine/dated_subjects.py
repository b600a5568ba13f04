"""A date a clause gives its own named subject, when that subject is another thing's name.

"…; the present Citadel was built 1828–1856" for when the Prince of Wales Tower was begun:
the clause's subject ("the present Citadel", a capitalised name none of the question's) is
what was built then. ``owners`` leaves a *when* question's dates alone, since a date follows
other names too often ("founded by Ada Moss in 1850", "opened in 1901 with Lord Kell's
help"); this rule reads only the clause shape where the other name is plainly the subject:
the name, then "was" / "were" (or "has been" / "had been"), a past participle, and at most
an adverb of place ("here", "there", "nearby") and a preposition before the date; or the
name, then a verb that tells its own beginning or end ("opened", "began", "started",
"closed", "ended": "before the Great Storm began in 1703") and at most a preposition. A
clause that names any of the question's names, a name after
the verb ("built by Ada Moss in 1850"), a subject in capitals ("the GCCF was founded in
1887": an initialism, often the question's own thing's) or another verb shape is left as it
is.

Pure: reads the sentence, its clauses (``owner_clauses``) and names (``owner_names``).
"""

from __future__ import annotations

import re

from workers.engine.owner_clauses import Clauses
from workers.engine.owner_names import name_spans
from workers.engine.values import Value

_PASSIVE = re.compile(
    r"[^\S\n]+(?:was|were|(?:has|had|have)[^\S\n]+been)[^\S\n]+(?:[a-z]+ly[^\S\n]+)?"
    r"[a-z]+(?:ed|en|n|t)[^\S\n]+(?:(?:here|there|nearby)[^\S\n]+)?"
    r"(?:(?:in|on|from|between|around|about|circa|c\.)[^\S\n]+)?",
    re.IGNORECASE)
"""From the subject's name to its date: "was built ", "were first laid out in ", "was founded
here in " (an adverb of place points back to the sentence's setting, not to the question's
thing)."""
_BEGAN = re.compile(
    r"[^\S\n]+(?:first[^\S\n]+)?(?:opened|began|started|closed|ended)[^\S\n]+"
    r"(?:(?:in|on|from|around|about|circa|c\.)[^\S\n]+)?",
    re.IGNORECASE)
"""From the subject's name to its date when the name is what opened, began or ended: "began
in "."""
_SUBORDINATE = re.compile(r"\b(?:before|after|when|until|since|while)\b", re.IGNORECASE)
"""What opens a clause of its own inside a sentence ("… before the Great Storm began in …")."""


def _others(snippet: str, at: int, clauses: Clauses,
            names: list[tuple[int, int, bool]]) -> bool:
    """Is the date at ``at`` told of the clause's subject, another thing's name: right before
    a passive (the whole clause naming none of the question's), or before "began" and the
    like (the clause from that name's subordinator on, "before", "after", "when", naming
    none)?"""
    start, end = clauses.around(at)
    inside = [n for n in names if start <= n[0] and n[1] <= end]
    before = [n for n in inside if n[1] <= at]
    if not before or snippet[before[-1][0]:before[-1][1]].isupper():
        return False
    subject = before[-1]
    if _PASSIVE.fullmatch(snippet, subject[1], at) is not None:
        return not any(mine for _, _, mine in inside)
    if _BEGAN.fullmatch(snippet, subject[1], at) is None:
        return False
    opened = list(_SUBORDINATE.finditer(snippet, start, subject[0]))
    if opened:
        start = opened[-1].start()
    return not any(mine for n_start, _, mine in inside if n_start >= start)


def of_other_subjects(snippet: str, offset: int, candidates: list[Value],
                      own: frozenset[str], words: frozenset[str]) -> list[Value]:
    """``candidates`` (of ``snippet``, at ``offset`` in its chunk) without the dates whose
    clause's subject is another thing's name (module docstring); all of them when the
    question names nothing."""
    if not own or not any(v.field == "date" for v in candidates) \
            or not (" was " in snippet or " were " in snippet or " been " in snippet
                    or "ed " in snippet or "began " in snippet):
        return candidates
    names = name_spans(snippet, own, words)
    if not names:
        return candidates
    clauses = Clauses(snippet)
    kept = []
    for value in candidates:
        at = value.start - offset
        if value.field == "date" and _others(snippet, at, clauses, names):
            continue  # "the present Citadel was built 1828–1856": the Citadel's
        kept.append(value)
    return kept
