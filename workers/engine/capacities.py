"""The capacity a *when* question dates: "incorporated as a town" is not "as a village".

"Dunnville was incorporated as a village in 1860 and then as a town in 1900": each year
follows the capacity it dates. When the question names one ("When was Dunville
incorporated as a town?"), the year or date right after "as a <another noun> in/on" dates
another capacity and answers nothing; the one after "as a town in" still does, and a
question that names no capacity reads the sentence as before. A noun counts as the same
capacity in any form that stems alike ("towns", "town").
"""

from __future__ import annotations

import re

from workers.engine.query_memo import per_query
from workers.engine.terms import stem

_ASKED = re.compile(r"\bas\s+an?\s+([A-Za-z]+)\b")
_DATED = re.compile(
    r"\bas\s+an?\s+([A-Za-z]+)\s+(?:in|on)\s+"
    r"((?:\d{1,2}\s+)?(?:[A-Z][a-z]+\.?\s+)?(?:\d{1,2},?\s+)?\d{4})\b"
)
"""A capacity and what dates it: "as a village in 1860", "as a city on 3 May 1901"."""


@per_query
def asked_capacity(question: str) -> str:
    """The stem of the capacity ``question`` names ("as a town" → "town"), "" if none
    (memoised: every sentence of the event asks)."""
    match = _ASKED.search(question)
    return stem(match.group(1).lower()) if match else ""


def other_capacities(snippet: str, start: int, capacity: str) -> tuple[tuple[int, int], ...]:
    """Spans (in the chunk; ``snippet`` starts at ``start``) of the dates of capacities
    other than ``capacity`` (none when ``capacity`` is "")."""
    if not capacity or " as " not in snippet:  # cheap necessary condition
        return ()
    return tuple((start + m.start(2), start + m.end(2)) for m in _DATED.finditer(snippet)
                 if stem(m.group(1).lower()) != capacity)
