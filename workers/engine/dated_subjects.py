"""A date a clause gives its own named subject, when that subject is another thing's name.

"…; the present Citadel was built 1828–1856" for when the Prince of Wales Tower was begun:
the clause's subject ("the present Citadel", a capitalised name none of the question's) is
what was built then. ``owners`` leaves a *when* question's dates alone, since a date follows
other names too often ("founded by Ada Moss in 1850", "opened in 1901 with Lord Kell's
help"); this rule reads only the clause shape where the other name is plainly the subject:
the name, then "was" / "were" (or "has been" / "had been"), a past participle, and at most
a preposition before the date. A clause that names any of the question's names, a name after
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
    r"[a-z]+(?:ed|en|n|t)[^\S\n]+(?:(?:in|on|from|between|around|about|circa|c\.)[^\S\n]+)?",
    re.IGNORECASE)
"""From the subject's name to its date: "was built ", "were first laid out in "."""


def of_other_subjects(snippet: str, offset: int, candidates: list[Value],
                      own: frozenset[str], words: frozenset[str]) -> list[Value]:
    """``candidates`` (of ``snippet``, at ``offset`` in its chunk) without the dates whose
    clause's subject is another thing's name (module docstring); all of them when the
    question names nothing."""
    if not own or not any(v.field == "date" for v in candidates) \
            or not (" was " in snippet or " were " in snippet or " been " in snippet):
        return candidates
    names = name_spans(snippet, own, words)
    if not names:
        return candidates
    clauses = Clauses(snippet)
    kept = []
    for value in candidates:
        at = value.start - offset
        if value.field == "date":
            start, end = clauses.around(at)
            inside = [n for n in names if start <= n[0] and n[1] <= end]
            before = [n for n in inside if n[1] <= at]
            if before and not any(mine for _, _, mine in inside) \
                    and not snippet[before[-1][0]:before[-1][1]].isupper() \
                    and _PASSIVE.fullmatch(snippet, before[-1][1], at) is not None:
                continue  # "the present Citadel was built 1828–1856": the Citadel's
        kept.append(value)
    return kept
