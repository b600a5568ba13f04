"""A date of another year answers no *when* question that closes on the year it asks about.

"On what date was the battle fought in 1797?" asks for a day of 1797: "14 February 1797"
answers it, while "fought on 16 January 1780" (another battle off the same cape) dates
something else, whatever words the two sentences share. The question fixes its year only
by "in" and a four-digit year closing it, right before its "?" ("… fought in 1797?"): a
year inside it ("the 2024 budget", "the firm founded in 1990 dissolved") names which thing
is asked, not when the asked event happened. ``in_asked_year`` drops a member whose only
value is a date (or a bare year) written with another year, for a *when* question that
does not itself ask the year. A yearless day ("--02-14") names no year and is kept.

Invariant: members of any other question, and members holding another field or a date
of the asked year, are kept unchanged and in order.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from workers.engine.members import Member
from workers.engine.query import QueryView
from workers.engine.query_memo import per_query

_CLOSING_YEAR = re.compile(r"\bin[^\S\n]+(1\d{3}|20\d{2})[^\S\n]*\?[^\S\n]*$", re.IGNORECASE)
"""A question's closing "in <year>?"."""


@per_query
def closing_year(query: str) -> str:
    """The year a question closes on with "in <year>?" ("" when it does not)."""
    if "?" not in query:
        return ""
    found = _CLOSING_YEAR.search(query)
    return found.group(1) if found else ""


def in_asked_year(members: Sequence[Member], query: QueryView) -> tuple[Member, ...]:
    """``members`` without those whose only value is a date of another year than the one
    a *when* question closes on (module docstring)."""
    slot = query.slot
    if slot is None or slot.kind != "when" or slot.asked == "year" \
            or not (year := closing_year(query.text)):
        return tuple(members)
    return tuple(m for m in members if not _other_year_only(m, year))


def _other_year_only(member: Member, year: str) -> bool:
    values = member.claim.values
    date = values.get("date")
    return len(values) == 1 and date is not None and date.exact[:4].isdigit() \
        and not date.exact.startswith(year)
