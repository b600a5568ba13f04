"""A percentage stated as a share of a sum answers a question for money.

"Extension hire is charged at 10% of the erection price" gives the charge a money question
asks for, written as a share of another sum: two texts that say 10% and 12% of that price
disagree on the charge. A percentage that is no share of a sum ("prices up 6%", "VAT at
20%") stays context beside the amounts a money question compares (``asked``).
"""

from __future__ import annotations

import re

from workers.engine.values import Value

_OF_A_SUM = re.compile(
    r"\s+of\s+(?:(?:the|an?|your|its|their|our)\s+)?"
    r"(?:(?!(?:the|an?|your|its|their|our|is|are|pay|pays|paid|who|which|that)\b)[\w-]+\s+){0,4}?"
    r"(?:prices?|fees?|costs?|charges?|rents?|value|total|invoice|bill|sum|amount)\b",
    re.IGNORECASE,
)
"""After a percentage: "of" and, within four words that open no new phrase (no article, no
verb of paying), a noun naming a sum ("of the original erect and dismantle price"; never "of
customers pay the fee")."""


def share_of_sum(value: Value, sentence: str) -> bool:
    """Is ``value`` a percentage that ``sentence`` (the one stating it) writes as a share of a
    named sum ("12% of the hire price")? Invariant: false for every value that is not a
    percentage, and for a percentage not followed at once by "of" and such a noun."""
    if value.field != "quantity" or value.dimension != "percent":
        return False
    at = sentence.find(value.surface)
    return at >= 0 and _OF_A_SUM.match(sentence, at + len(value.surface)) is not None
