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
    r"(?:\s+(?:refund|deposit|discount|rebate|reduction|share|part|portion)s?)?"
    r"\s+of\s+(?:(?:the|an?|your|its|their|our)\s+)?"
    r"(?:(?!(?:the|an?|your|its|their|our|is|are|pay|pays|paid|who|which|that)\b)[\w'’-]+\s+)"
    r"{0,4}?"
    r"(?:prices?|fees?|costs?|charges?|rents?|value|total|invoice|bill|sum|amount|rates?"
    r"|salary|salaries|wages?|balance|fares?|quotes?|quotations?|estimates?)\b",
    re.IGNORECASE,
)
"""After a percentage, past at most a noun naming a part of a sum paid or given back ("a 50%
refund of the hire fee", "a 25% deposit of the total"): "of" and, within four words that
open no new phrase (no article, no verb of paying), a noun naming a sum ("of the original
erect and dismantle price", "of the day rate", "of the candidate's first-year salary", "of
the quote"; never "of customers pay the fee")."""

_FEE = r"(?:fees?|charges?|commission|surcharges?|levy|deposits?)"
_NAMING_A_FEE = re.compile(
    r"\s+(?:(?!(?:off|on|of|the|an?|than|from|to|for|in|at|by|and|or)\b)[\w-]+\s+){0,2}?"
    + _FEE + r"\b",
    re.IGNORECASE,
)
"""After a percentage: a fee it is, within two words that open no phrase ("a 10% service
fee", "the 10% buyer service fee", "a 20% deposit": a deposit is a share of the price paid
first; never "10% off the fee")."""
_FEE_BEFORE = re.compile(_FEE + r"\s*(?:is|as|at|of|:|=)\s*$", re.IGNORECASE)
"""Before a percentage: a fee that it states ("the service fee is 12%", "charge: 3%")."""


def share_of_sum(value: Value, sentence: str) -> bool:
    """Is ``value`` a percentage that ``sentence`` (the one stating it) writes as a share of a
    named sum ("12% of the hire price") or as a fee itself ("a 12% service fee", "the fee is
    12%")? Invariant: false for every value that is not a percentage, and for a percentage
    with neither "of" and a sum after it, nor a fee next to it."""
    if value.field != "quantity" or value.dimension != "percent":
        return False
    at = sentence.find(value.surface)
    if at < 0:
        return False
    end = at + len(value.surface)
    return _OF_A_SUM.match(sentence, end) is not None \
        or _NAMING_A_FEE.match(sentence, end) is not None \
        or _FEE_BEFORE.search(sentence, 0, at) is not None
