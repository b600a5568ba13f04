"""On open-web pages a permission question is answered yes or no; conditions are wording.

"May a 16-year-old drink cider with a meal in a pub?" is answered "yes, with an adult" on one
page, "yes, if an adult buys it" on another and "May drink … with a meal, with an adult" in a
table: every page says yes, each words the condition its own way. Read as rules, their
conditions differ and the pages seem to conflict. On open-web pages they are one answer:
``polarity_only`` compares their clauses on polarity alone (may, must, must not), so a page
saying yes against one saying no still conflicts, and pages agreeing on the answer agree.

Invariants: only for a yes/no question (``QueryView.answer``) and a group whose every chunk
is an open-web passage (``passing_values.open_web``): in tiered or dated documents a
condition is policy, compared as written. Only a clause's compared key changes (to its kind,
with no condition or exception); what it displays stays as the page words it. Members are
replaced, never mutated; order is kept. Pure.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from workers.engine.members import Member
from workers.engine.passing_values import open_web
from workers.engine.query import QueryView


def polarity_only(members: Sequence[Member], query: QueryView) -> tuple[Member, ...]:
    """``members`` with each clause read on its polarity alone (module docstring)."""
    if query.answer != "yes-no" or not all(open_web(m) for m in members):
        return tuple(members)
    return tuple(_bare(m) for m in members)


def _bare(member: Member) -> Member:
    clause = member.claim.values.get("clause")
    if clause is None or clause.exact.startswith("state|"):
        return member
    kind = clause.exact.split("|", 1)[0]
    if clause.exact == f"{kind}||":
        return member
    values = {**member.claim.values, "clause": replace(clause, exact=f"{kind}||")}
    return Member.of(member.chunk, replace(member.claim, values=values), member.order,
                     member.authority)
