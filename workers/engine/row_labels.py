"""The case a table row names in its label cell, read for ``specificity``.

A price sheet writes its general and its narrower rate as rows of one table ("Roller-skate
session | £8" beside "Roller-skate session on a Sunday | £10"): the row's first cell names
its case, yet a claim's snippet is the cell its value stands in, so the label is in none of
its mentions. ``rules.by_specificity`` reads the label only as a fallback, when nothing
else separates the members.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from workers.engine.calendar_names import calendar_name
from workers.engine.entities import query_names
from workers.engine.leading_cases import asked_case_terms
from workers.engine.members import Member
from workers.engine.query import QueryView
from workers.engine.query_memo import per_query
from workers.engine.terms import content_terms, stem

_EMPTY: frozenset[str] = frozenset()


def row_label(m: Member) -> frozenset[str]:
    """Content terms of the first cell of the "|"-separated row ``m``'s first value stands
    in; empty when that value is in no such row or stands in the first cell itself.

    Invariant: only the text of the value's own line, before its first "|"."""
    head = _row_head(m)
    return frozenset(content_terms(head.split("|", 1)[0])) if head else _EMPTY


def row_cells(m: Member) -> frozenset[str]:
    """Content terms of every cell before the one ``m``'s first value stands in ("Late
    return, per day | Breakers and drills | £48" → late, return, breaker, drill); empty
    when that value is in no "|"-separated row or stands in its first cell."""
    head = _row_head(m)
    return frozenset(content_terms(head.replace("|", " "))) if head else _EMPTY


def _row_head(m: Member) -> str:
    """The text of ``m``'s first value's line up to that value's cell, when a "|" stands
    before it on the line; "" otherwise."""
    values = [v for f, v in m.claim.values.items() if f != "clause" and v.surface]
    if not values:
        return ""
    text = m.chunk.text
    at = min(v.start for v in values)
    if not 0 <= at < len(text):
        return ""
    start = text.rfind("\n", 0, at) + 1
    bar = text.rfind("|", start, at)
    return text[start:bar] if bar >= 0 else ""


@per_query
def calendar_terms(query: str) -> frozenset[str]:
    """Stems of the days, months and holidays ``query`` names ("the Sunday hire price" →
    sunday): a time the asked price holds in, a case even where it modifies the question's
    head rather than following a "for" (``calendar_names``)."""
    return frozenset(stem(w) for name in query_names(query) if calendar_name(name)
                     for w in re.findall(r"\w+", name.lower()))


def labels_narrower_case(
    m: Member, members: Sequence[Member], query: QueryView, subject: frozenset[str],
) -> bool:
    """Does ``m``'s row name, in a cell before its value, a word of the query's case
    (``QueryView.case``, what it says after its first qualifying word, ``asked_case_terms``,
    or a day it names, ``calendar_terms``) that another member neither mentions nor writes
    in a cell before its own value ("Saturday parties | £16" beside "Parties | £14.50" for
    "… a party on a Saturday?"; "Lavender | Visitors aged 65 and over | £4.50" beside
    "Lavender | All visitors | £6" for "… for visitors aged 65 and over?"), while every other
    member is a row whose label names the query's thing and only query words ``m`` names
    too, in any cell before its value (the general row of the same item)?

    Invariants: false unless every member is a labelled row; a row naming no case word, or
    naming only case words another row also writes, or another row naming a query word
    ``m`` leaves out, is no narrower case."""
    case = (row_cells(m) & (frozenset(query.case) | asked_case_terms(query.text)
                            | calendar_terms(query.text))) - subject
    others = [n for n in members if n is not m]
    if not case or not others or not row_label(m):
        return False
    named = row_cells(m) | m.claim.mentions
    for n in others:
        label = row_label(n)
        theirs = (label & query.terms) - subject
        if not theirs or not theirs <= named or case <= row_cells(n) | n.claim.mentions:
            return False
    return True
