"""A day without its year answers no question asking for a year.

"In what year was the prize first awarded?" is answered by "1974", never by "closing date
30 June" ("--06-30"): a yearless day agrees with every year, so left in a group it would
both explain away a dispute between two years and vote with whichever year it meets first.
``year_answers`` drops a member whose only value is such a day when the question's answer
slot asks a year (``Slot.asked == "year"``).

Invariant: members of any other question, and members holding a year or another field,
are kept unchanged and in order.
"""

from __future__ import annotations

from collections.abc import Sequence

from workers.engine.members import Member
from workers.engine.query import QueryView


def year_answers(members: Sequence[Member], query: QueryView) -> tuple[Member, ...]:
    """``members`` without those whose only value is a date without its year, when
    ``query`` asks a year (module docstring)."""
    if query.slot is None or query.slot.asked != "year":
        return tuple(members)
    return tuple(m for m in members if not _yearless_only(m))


def _yearless_only(member: Member) -> bool:
    values = member.claim.values
    date = values.get("date")
    return len(values) == 1 and date is not None and date.exact.startswith("--")
