"""A price on a resale listing is a used copy's, not the thing's own price.

A row that says it is an auction or a second-hand sale ("Ended 6 days ago · Amstrad GX4000,
boxed — £145.00, 22 bids", "pre-owned", "second-hand", "used") prices one copy sold on,
never what the thing cost new: its money values answer no question about the thing's price,
unless the question asks what it sells or sold for, fetches or is worth.
"""

from __future__ import annotations

import re

from workers.engine.offers import ROW
from workers.engine.values import Value

_RESALE = re.compile(
    r"\b\d+[^\S\n]+bids?\b|\bpre-owned\b|\bsecond[- ]hand\b|\bended[^\S\n]+\d+[^\S\n]+"
    r"(?:minutes?|hours?|days?|weeks?)[^\S\n]+ago\b", re.IGNORECASE)
"""Marks of a resale row: a bid count, "pre-owned", "second-hand", "Ended 6 days ago"."""
_ASKS_RESALE = re.compile(
    r"\b(?:sell|sells|sold|selling|resale|auction|fetch|fetched|fetches|worth|value|bid)\b",
    re.IGNORECASE)
_OPENING = 40
"""How much of a text's opening may hold its listing's dateline ("Ended 6 days ago · ")."""
_REACH = 160
"""How far either side of a price its row is searched for a resale mark (characters)."""


def not_resale(text: str, values: tuple[Value, ...], question: str) -> tuple[Value, ...]:
    """``values`` (read in ``text``) less the money values of a resale row (module
    docstring); all of them when the question asks about a sale itself."""
    if not any(v.field == "money" for v in values) or _ASKS_RESALE.search(question):
        return values
    if _RESALE.match(text.lstrip()[:_OPENING]) is not None:
        return tuple(v for v in values if v.field != "money")  # "Ended 6 days ago · …"
    return tuple(v for v in values if v.field != "money" or not _resold(text, v))


def _resold(text: str, value: Value) -> bool:
    """Does the row of ``text`` holding ``value`` (between ``offers.ROW`` marks) mark a
    resale?"""
    start = max(0, value.start - _REACH)
    before = [m.end() for m in ROW.finditer(text, start, value.start)]
    after = ROW.search(text, value.end, value.end + _REACH)
    row_end = after.start() if after is not None else min(len(text), value.end + _REACH)
    return _RESALE.search(text, before[-1] if before else start, row_end) is not None
