"""A "how often" question asks for a recurrence: a physical measure never answers it.

"How often …?", also after a setting fronted before it and closed by a comma ("On hot
days, how often should the troughs be checked?"), is answered by how often something
recurs ("every 2 hours", "at 6-month intervals", "twice a day"); a temperature, length,
mass … in the same sentence ("Above 25 °C: check the troughs every 2 hours") is the case
the recurrence holds in, never the answer. Reads the question and the value's dimension.
"""

from __future__ import annotations

import re

from workers.engine.query_memo import per_query
from workers.engine.values import Value

HOW_OFTEN = re.compile(r"\s*(?:[^,?;]*,\s*)?how\s+often\b", re.IGNORECASE)
"""A question opening "How often", or with it right after a fronted setting and a comma
("On hot days, how often …"; not "How much …, and how often …", two asks)."""
_NOT_PHYSICAL = ("", "duration", "business-duration", "percent", "size", "count", "rate")
"""Quantity dimensions that are no physical measure (a count of times, a period, a rate)."""


@per_query
def asks_how_often(query: str) -> bool:
    """Does ``query`` ask how often something recurs (``HOW_OFTEN``)?"""
    return HOW_OFTEN.match(query) is not None


def answers_how_often(value: Value, query: str) -> bool:
    """May ``value`` answer ``query`` as far as a recurrence goes: anything for a question
    that asks no "how often", else no physical measure ("25 °C")?"""
    return not (value.field == "quantity"
                and value.dimension.split(":")[0] not in _NOT_PHYSICAL
                and asks_how_often(query))
