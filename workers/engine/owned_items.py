"""A name read after a row label that owns another item: "Tools: Ada Kell's rotary saw".

A row labelled with a word of a *who* question ("Early lifts: …", "Surface lift history:
…") credits the name right after it only when that name is the row's answer. A name written
in the possessive owns the item that follows it ("Ada Kell's rotary saw came first"): the
row then speaks of that item, and when the item's clause (to the next comma, semicolon,
colon, sentence end or spaced dash) writes none of the question's words, the item is another
thing than the asked one and its owner is no answer.

Invariant: a name without a possessive, or whose owned clause writes a word of the question
("Ada Kell's button lift" for the button lift), is left as it is. Pure.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

_POSSESSIVE = re.compile(r"(?<=\w)(?:'s|’s|'|’)(?=[^\S\n]+\w)")
_CLAUSE_END = re.compile(r"[,;:.!?](?=\s|$)|[^\S\n][—–-][^\S\n]|\n")


def owns_other(snippet: str, start: int, end: int, hits: Sequence[tuple[int, int, str]]) -> bool:
    """Does the name at ``start:end`` of ``snippet`` (run on past a possessive or ending on
    one) own an item whose clause writes none of ``hits`` (the question's words found in
    ``snippet``: start, end, term)?"""
    mark = _POSSESSIVE.search(snippet, start, min(len(snippet), end + 2))
    if mark is None or mark.start() <= start:
        return False
    stop = _CLAUSE_END.search(snippet, mark.end())
    until = stop.start() if stop else len(snippet)
    return not any(mark.end() <= s < until for s, e, _ in hits if s < e)
