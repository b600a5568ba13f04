"""Of one document's rows, the one naming more of the question's words is the narrower case.

A storage guide lists "Filled pasta | up to 4 days" and "Vacuum-packed filled pasta | 12
days"; a price list "2-hour lesson | £84" and, under its automatic-cars heading, "2-hour
automatic lesson | £90". Asked about vacuum-packed pasta or an automatic car, the row that
writes every query word the other row writes and more is the document's rule for the asked
case; the other is its general rule. Read by the specificity rule only when nothing else
separates the members (``specificity.by_specificity``).

The same holds of a document's labelled lines in prose ("Bank holidays: day hire of a
standard hut is £40" beside "Day hire, standard hut: £30").

Invariant: only members of one document version (``doc_id``, effective and publication
dates) are read, and only a row whose query words (a table row's cells before its value,
and its mentions) strictly contain every other member's is kept; members naming the same
query words, or words of their own the other lacks, tie.
"""

from __future__ import annotations

from collections.abc import Sequence

from workers.engine.members import Member
from workers.engine.query import QueryView
from workers.engine.row_labels import row_cells


def names_fuller_row(m: Member, members: Sequence[Member], query: QueryView,
                     subject: frozenset[str]) -> bool:
    """Is ``m`` the row of one document version whose query words (less the ``subject``'s)
    strictly contain every other member's?"""
    others = [n for n in members if n is not m]
    if not others or len({_version(n) for n in members}) != 1:
        return False
    mine = _asked(m, row_cells(m), query, subject)
    return all(_asked(n, row_cells(n), query, subject) < mine for n in others)


def _asked(m: Member, cells: frozenset[str], query: QueryView, subject: frozenset[str]
           ) -> frozenset[str]:
    """The query's words ``m`` names in its row's cells or its mentions, less the subject's."""
    return ((cells | m.claim.mentions) & query.terms) - subject


def _version(m: Member) -> tuple[str, str | None, str | None]:
    """``m``'s document version: its ``doc_id`` and dates."""
    return m.chunk.doc_id, m.chunk.effective_date, m.chunk.published_at
