"""A list of holders names none of them as the one an ordinal question asks for.

"Who was the first editor of the Ledger?" asks for one holder, picked by its ordinal. A line
that lists several holders under a heading ("Famous editors of the Ledger: Ada Vale, Tom
Brind, Ivo Salt") names editors, not which came first: none of its names answers. The list
opens right after the heading's colon and has at least ``MIN_ITEMS`` items apart by commas or
";" (each opening on a capital), and its heading (from the sentence's start to the colon)
does not write the question's ordinal; a heading that does ("Founder and first editor: Ada
Vale") keeps its names. Pure: reads the candidate's sentence.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from workers.engine.values import Value

MIN_ITEMS = 3
ORDINALS = frozenset(
    "first last second third fourth fifth founding original inaugural final".split())
"""Words that pick one holder of an office out of its line."""
_HEADING = re.compile(r"[^:|·•\n.!?—]{1,80}:[^\S\n]*$")
"""The heading before a list's colon, within its cell or sentence."""
_LIST_END = re.compile(r"[|·•\n]|[.!?](?=\s|$)|[^\S\n][—–][^\S\n]")
"""Where a list flattened onto one line ends: a cell mark, a sentence end or a dash."""
_ITEM = re.compile(r"[^\S\n]*[,;][^\S\n]*(?:and[^\S\n]+)?[A-Z]")


def asked_ordinal(compounds: Sequence[tuple[str, ...]], predicate: frozenset[str]) -> str:
    """The ordinal a question writes right before its role word ("first editor"), or ""."""
    return next((pair[0] for pair in compounds
                 if len(pair) == 2 and pair[0] in ORDINALS and pair[1] in predicate), "")


def unranked_listed(snippet: str, offset: int, names: list[Value], ordinal: str) -> list[Value]:
    """``names`` (of ``snippet``, which starts at ``offset``) without those standing in a list
    of holders whose heading does not write ``ordinal`` (module docstring); all of them when
    no ordinal is asked."""
    if not ordinal:
        return names
    return [v for v in names if not _in_unranked_list(snippet, v.start - offset, ordinal)]


def _in_unranked_list(snippet: str, at: int, ordinal: str) -> bool:
    """Does the name at ``at`` stand in a list opened by a colon whose heading lacks
    ``ordinal``?"""
    colon = snippet.rfind(":", 0, at)
    if colon < 0 or _LIST_END.search(snippet, colon, at) is not None:
        return False  # no colon, or the name stands past the list's end
    heading = _HEADING.search(snippet, 0, colon + 1)
    if heading is None or re.search(rf"\b{ordinal}\b", heading.group(0), re.IGNORECASE):
        return False
    end = _LIST_END.search(snippet, at)
    items = 1 + len(_ITEM.findall(snippet[colon + 1 : end.start() if end else len(snippet)]))
    return items >= MIN_ITEMS
