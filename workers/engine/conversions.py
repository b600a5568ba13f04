"""An approximate amount in another currency is a conversion, no second answer.

"bought it for HK$281.24 million" and "paid about US$36 million for it" state one payment:
the second restates the first in a reader's currency, rounded. The engine knows no exchange
rates, so it cannot check the conversion, and different currencies always differ
(``values.money_differs``); but a writer who converts says so: an approximation word just
before the amount ("about", "roughly", "≈", ``precision.APPROXIMATE_WORDS``) or brackets
around it right after another amount ("¥380 (about $53)", "€40 ($45)").

On open-web pages a writer also restates an amount in another currency without saying so
("made £9.8 million" beside three pages giving "$15.9 million"): a money value in a
currency that no other member uses, while at least two other pages agree on one amount in
another currency, is read as such a restatement (``_lone_currency``): without rates it can
neither agree nor disagree with them.

Invariant: inside one comparison group, a money value so marked is set aside (its member
keeps its other values) only when another member states money in a different known
currency without such a mark, and no member states an amount in the marked value's own
currency (against which it still compares as before). Exact amounts in two currencies
still differ. Pure; linear in the group.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import replace

from schemas.types import FieldType
from workers.engine.members import Member
from workers.engine.passing_values import open_web
from workers.engine.precision import APPROXIMATE, APPROXIMATE_BEFORE
from workers.engine.values import Value

_BRACKETED = re.compile(r"[\d.,]\s*(?:[a-z]{0,8}\s*)?\(\s*\Z", re.IGNORECASE)
"""Just before the amount: an opening bracket right after another amount ("¥380 (",
"281 million ("), so the bracket restates it."""


def converted(member: Member) -> bool:
    """Is ``member``'s money value marked as a conversion (an approximation word just
    before it, or brackets right after another amount)?"""
    value = _written(member)
    if value is None:
        return False
    text = member.chunk.text
    before = text[max(0, value.start - 24):value.start]
    if APPROXIMATE.match(value.surface) or APPROXIMATE_BEFORE.search(before):
        return True
    opening = APPROXIMATE_BEFORE.sub("", before)
    return _BRACKETED.search(opening) is not None


def set_aside_conversions(members: Sequence[Member]) -> tuple[Member, ...]:
    """``members`` without each converted money value (``converted``) that another member
    states in a different known currency, unmarked, while none states its own currency."""
    marked = [converted(m) or _lone_currency(m, members) for m in members]
    if not any(marked):
        return tuple(members)
    plain = {_currency(m) for m, mark in zip(members, marked, strict=True) if not mark} - {""}
    out = list(members)
    for index, (member, mark) in enumerate(zip(members, marked, strict=True)):
        own = _currency(member)
        if mark and own and plain and own not in plain:
            out[index] = _without_money(member)
    return tuple(out)


def _lone_currency(member: Member, members: Sequence[Member]) -> bool:
    """Is ``member``'s money, on an open-web page, in a currency no other member uses, while
    two other pages agree on one amount in another known currency (module docstring)?"""
    own = _currency(member)
    if not own or not open_web(member):
        return False
    others = [m for m in members if m is not member and open_web(m)]
    if any(_currency(m) == own for m in others):
        return False
    pages: dict[tuple[str, str], set[str]] = {}
    for other in others:
        value = other.claim.values.get("money")
        if value is not None and _currency(other):
            pages.setdefault((value.exact, value.display), set()).add(other.chunk.doc_id)
    return any(len(docs) >= 2 for docs in pages.values())


def _written(member: Member) -> Value | None:
    """``member``'s money value, when it lies in its chunk's text where it says."""
    value = member.claim.values.get("money")
    if value is None or member.chunk.text[value.start:value.end] != value.surface:
        return None
    return value


def _currency(member: Member) -> str:
    """The known currency of ``member``'s money value ("" for none or unknown)."""
    value = member.claim.values.get("money")
    return value.exact if value is not None and len(value.exact) == 3 else ""


def _without_money(member: Member) -> Member:
    values: dict[FieldType, Value] = {
        f: v for f, v in member.claim.values.items() if f != "money"}
    claim = replace(member.claim, values=values)
    return Member.of(member.chunk, claim, member.order, member.authority)
