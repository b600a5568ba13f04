"""A period in working days answers the same question as one in calendar days.

"Free storage: 5 working days" and "7 days' free storage" stated for one question are two
answers to it: the sources disagree about how long the period is, whichever way each counts
its days. They are read in two dimensions ("business-duration" counts days, "duration"
seconds), so without this they would never meet. Inside one comparison group that also
states calendar periods in whole days, a working-day period that measures a noun the
question names (``names_asked``: the label before it, "Free storage: …", or the noun its
possessive governs, "… working days' paid leave") is compared as that many days: it agrees
with "five days" and differs from "7 days". A working-day period after a verb ("the quote
goes out within 1 working day", "we pay claims within 20 working days") times another
action, the provider's turnaround, and stays apart. A group whose calendar periods are only
hours or
minutes (a response time of "4 hours" beside "1 business day") keeps the two apart: a
same-day answer and a next-working-day one are different service levels, not one period
counted two ways. Display and surface are kept; only dimension and magnitude change. Pure;
linear in the group.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import replace

from workers.engine.members import Member
from workers.engine.terms import content_terms
from workers.engine.values import Value

DAY_S = 86_400.0
"""Seconds in a day: the unit of a calendar ``duration`` magnitude."""


def settle_days(members: Sequence[Member], question: str) -> tuple[Member, ...]:
    """``members`` with each working-day quantity that measures a noun of ``question``
    re-read as calendar days when another member states a calendar period of whole days
    (members unchanged otherwise)."""
    if not any(_whole_days(m.claim.values.get("quantity")) for m in members):
        return tuple(members)
    asked = frozenset(content_terms(question))
    out = []
    for member in members:
        value = member.claim.values.get("quantity")
        if value is None or value.dimension != "business-duration" or value.magnitude is None \
                or not names_asked(member.chunk.text, value, asked):
            out.append(member)
            continue
        low = None if value.low is None else value.low * DAY_S
        days = replace(value, dimension="duration", magnitude=value.magnitude * DAY_S, low=low)
        values = dict(member.claim.values)
        values["quantity"] = days
        claim = replace(member.claim, values=values)
        out.append(Member.of(member.chunk, claim, member.order, member.authority))
    return tuple(out)


def _whole_days(value: Value | None) -> bool:
    """Is ``value`` a calendar period of one day or more, in whole days ("7 days", "2 weeks";
    not "36 hours", not "30 minutes")?"""
    return (value is not None and value.dimension == "duration" and value.magnitude is not None
            and value.magnitude >= DAY_S and value.magnitude % DAY_S == 0)


_LABEL = re.compile(r"([^.;:|\n]{1,60}):\s*$")
_POSSESSIVE = re.compile(r"^(?:'s?)?\s*((?:[A-Za-z-]+\s+){0,2}[A-Za-z-]+)")


def names_asked(text: str, value: Value, asked: frozenset[str]) -> bool:
    """Does the period ``value`` of ``text`` measure a noun whose stem is in ``asked``: a
    label just before it ("Free storage: 5 working days") or, after a possessive, one of the
    next three words ("five working days' paid leave")?"""
    label = _LABEL.search(text, 0, value.start)
    if label is not None and not asked.isdisjoint(content_terms(label.group(1))):
        return True
    possessive = value.surface.endswith("'") or text.startswith("'", value.end)
    after = _POSSESSIVE.match(text[value.end:value.end + 60])
    return possessive and after is not None and not asked.isdisjoint(
        content_terms(after.group(1)))
