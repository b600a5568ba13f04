"""Of names listed after a role's label, the one whose parenthesis names the asked part.

"Which architect designed the south front of Kedleston Hall?" is answered by "Architects:
Matthew Brettingham, James Paine, Robert Adam (south front)": the label credits three people,
and the parenthesis after the last one says which part is his. When an item of such a list
is a name followed by a parenthesis whose every content word is one of the question's
predicate words found in the sentence (``hits``: "south front"), that item answers; the
list's first name holds another part of the thing.

Invariant: returns None unless some item is so qualified; a parenthesis with a digit
("(1868)") or with a word the question's predicate lacks ("(east wing)") qualifies nothing,
and the list ends at the first "|", ";", "." or line end. Pure: reads the snippet and the
spans of the question's words in it only.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from workers.engine.name_runs import NAME_RUN
from workers.engine.paren_items import item_spans
from workers.engine.terms import STOPWORDS

Hit = tuple[int, int, str]
_LIST_END = re.compile(r"[|;\n]|\.(?:\s|$)")
_PAREN = re.compile(r"[^\S\n]*\(([^()\d]{1,60})\)")
_WORD = re.compile(r"[A-Za-z][A-Za-z'-]*")
_LEAD = re.compile(r"[^\S\n]*(?:and[^\S\n]+)?")


def qualified_item(snippet: str, at: int, hits: Sequence[Hit]) -> tuple[int, int] | None:
    """The span of the name of the list starting at ``at`` whose parenthesis writes only
    the question's predicate words (module docstring); None when no item's does."""
    for start, end in item_spans(snippet, at, ",", _LIST_END):
        lead = _LEAD.match(snippet, start, end)
        name = NAME_RUN.match(snippet, lead.end() if lead else start)
        if name is None or name.end() > end:
            continue
        paren = _PAREN.match(snippet, name.end())
        if paren is not None and paren.end() <= end and _asked(paren, hits):
            return name.span()
    return None


def _asked(paren: re.Match[str], hits: Sequence[Hit]) -> bool:
    """Is every content word of the parenthesis inside a hit of the question's words?"""
    base = paren.start(1)
    words = [w for w in _WORD.finditer(paren.group(1)) if w.group(0).lower() not in STOPWORDS]
    return bool(words) and all(
        any(s <= base + w.start() and base + w.end() <= e for s, e, _ in hits) for w in words)
