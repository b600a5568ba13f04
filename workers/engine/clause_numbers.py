"""The number an enterprise document opens a clause with ("2.3 For flights over water, …",
"KS-3 Client keys must …", "R-1 Store purchases …", "4. In the EEA, …").

A numbered clause states its rule after the number: what the sentence opens with (a
leading scope, "For bookings over Christmas, …") opens it after the number. Only a number
shaped like a clause's is one: dotted ("2.3", "4.1.2"), closed by a dot ("4."), or led by
a short letter code ("KS-3", "R-1", "IS7.4"); a plain count ("5 in 10 people, …") is not.
"""

from __future__ import annotations

import re

DIVISIONS = ("Clause|Section|Article|Part|Rule|Schedule|Paragraph|Annex|Appendix|Chapter"
             "|Regulation|Condition|Term")
"""The names of a document's divisions a number follows ("Clause 9", "Section 4.2"), as
written (capitalised): the division and its number open a clause and name no thing of it."""

CLAUSE_NUMBER = (
    r"(?:[a-z]{1,5}-?\d+(?:[.-]\d+)*|\d+(?:\.\d+)+|\d+\.)(?=\s)\s+"
)
"""A clause number in folded (lower-case) text, with the space after it."""

_NUMBER = re.compile(rf"[\s\-–—•*]*{CLAUSE_NUMBER}")


def past_clause_number(folded: str) -> str:
    """``folded`` (a lower-cased sentence) from where its rule starts: past the leading
    clause number and its space, or all of it when it opens with none."""
    found = _NUMBER.match(folded)
    return folded[found.end():] if found is not None else folded


_CODE = re.compile(r"[A-Z]{1,5}-?\d+(?:[.-]\d+)*")


def clause_code(word: str) -> bool:
    """Is ``word``, as written, a letter code numbering a clause ("KS-3", "R-1", "IS7.4")?
    Read only where a clause opens: elsewhere such a code may name a product."""
    return _CODE.fullmatch(word) is not None


_WRITTEN_NUMBER = re.compile(
    r"[\s\-–—•*]*(?:[A-Z]{1,5}-?\d+(?:[.-]\d+)*|\d+(?:\.\d+)+|\d+\.)(?=\s)\s+")
"""A clause number as written: dotted, closed by a dot, or led by a capitals code; a
lower-case lead ("under-18 members") is a word of the sentence, never a clause's number."""


def past_written_number(snippet: str) -> str:
    """``snippet`` (as written) past its leading clause number ("3.6 Tickets …", "DH-4.2 Data
    …"), or all of it when it opens with none: a number that names no thing of its rule."""
    found = _WRITTEN_NUMBER.match(snippet)
    return snippet[found.end():] if found is not None else snippet
