"""The clauses of a sentence as ``owners`` cuts them, and a clause that sets its value
against the question's own thing.

Reads one sentence (and its name phrases, ``owner_names``). Invariants: clauses are cut at
commas, semicolons, dashes, parentheses and comparing words, found once per sentence; a
clause that opens with its value belongs to its whole item, and one opened by a relative
pronoun after a compared thing continues the clause before it.
"""

from __future__ import annotations

import re
from bisect import bisect_left, bisect_right

from workers.engine.owner_names import bare, is_own
from workers.engine.terms import STOPWORDS

_CLAUSE_BREAK = re.compile(
    r",(?!\d)|[;:()·|•›→!?]|\.(?=\s|$)|\s[—–-]\s|[—–]|\b(?:but|though|although|while|whereas|unlike"
    r"|compared (?:with|to)|than|against|versus|vs)\b",
    re.IGNORECASE,
)
_COMPARED = re.compile(r"than|unlike|compared (?:with|to)|against|versus|vs", re.IGNORECASE)
_RELATIVE = re.compile(r"\s*(?:which|who|whose|where)\b", re.IGNORECASE)
_ITEM_BREAK = re.compile(r"[;·|•]|\s[—–]\s")
_DIGIT = re.compile(r"\d")
_OPENING = re.compile(r"[\s'\"‘“—–-]*([A-Z][\w'’-]*)")


def set_against(clauses: Clauses, span: tuple[int, int], names: list[tuple[int, int, bool]],
                 starts: list[int], own: frozenset[str]) -> bool:
    """Does the clause at ``span``, opened by a capitalised word that is none of the
    question's ``own`` names, set its value against the question's own thing's, named with
    a value of its own in the clause a comparing word opens right after it ("Yellowstone by
    far, 2.2 million acres against Yosemite's nearly 762,000")? Then the opening word names
    the other side, whose value it is ("at 1.24 kg it is lighter than the Air 14 Pro (1.55
    kg)" is the subject's, "$35 per car guards against crowds in Yosemite" compares
    nothing)."""
    begin, end = span
    opening = _OPENING.match(clauses.snippet, begin)
    if opening is None or bare(opening.group(1)) in STOPWORDS \
            or is_own(bare(opening.group(1)), own):
        return False
    at = bisect_left(clauses.ends, end + 1)
    if at == len(clauses.breaks) or clauses.breaks[at].start() != end \
            or not _COMPARED.fullmatch(clauses.breaks[at].group(0)):
        return False
    stop = clauses.breaks[at + 1].start() if at + 1 < len(clauses.breaks) \
        else len(clauses.snippet)
    return _DIGIT.search(clauses.snippet, end, stop) is not None and any(
        mine for _, e, mine in names[bisect_left(starts, end) : bisect_left(starts, stop)]
        if e <= stop)


class Clauses:
    """The clauses of a sentence, found once (``around`` is a binary search)."""

    def __init__(self, snippet: str) -> None:
        self.snippet = snippet
        self.breaks = list(_CLAUSE_BREAK.finditer(snippet))
        self.ends = [b.end() for b in self.breaks]
        self.items = [m.end() for m in _ITEM_BREAK.finditer(snippet)]

    def around(self, at: int) -> tuple[int, int]:
        """The span of the clause holding position ``at``; a clause that opens with the
        value belongs to its whole item ("Grossglockner Road 2,504 m, 36 hairpins",
        "Edmund Roche, 4th Baron Fermoy (15 May 1885 – …)")."""
        before = bisect_right(self.ends, at)
        start = self.ends[before - 1] if before else 0
        if not self.snippet[start:at].strip(" \t'\"‘“"):
            item = bisect_right(self.items, at)
            start = self.items[item - 1] if item else 0
        elif _RELATIVE.match(self.snippet, start) and before > 1 \
                and _COMPARED.fullmatch(self.breaks[before - 2].group(0)):
            start = self.ends[before - 2]  # "than the Gotthard, which is 16.9 km"
        index = before
        while index < len(self.breaks) and self.breaks[index].start() < at:
            index += 1
        return start, self.breaks[index].start() if index < len(self.breaks) else len(self.snippet)
