"""A possessive in a list's heading owns the list: "London's Victorian markets: Smithfield (…), …".

A line flattened from a list opens on a heading, a colon and its items apart by commas or
";" ("Bristol's Georgian arcades: Pellow (Ada Brind, 1790), Corn Street (Tom Vale, 1801),
Quay Row (Ian Hume, 1799)"). A possessive that opens such a heading names the place or body
whose things the list gathers, never the maker of any item: whoever made an item is written
in that item. The heading runs from the possessive to its colon in at most
``MAX_HEADING_WORDS`` words with no clause mark between; the list has at least ``MIN_ITEMS``
items (a comma or ";" inside a parenthesis splits none), each opening on a capitalised word
or a digit. Pure; reads the snippet from the possessive's end to the list's first sentence end.
"""

from __future__ import annotations

import re

from workers.engine.paren_items import item_spans

MIN_ITEMS = 3
MAX_HEADING_WORDS = 5
_HEADING = re.compile(
    rf"[^\S\n]+(?:[^\W\d_][\w'’-]*[^\S\n]+){{0,{MAX_HEADING_WORDS - 1}}}"
    r"[^\W\d_][\w'’-]*[^\S\n]*:[^\S\n]+")
"""From the possessive's mark to the colon: words only ("Victorian markets:")."""
_END = re.compile(r"[.!?](?=\s|$)|\n|[^\S\n][|·•—–][^\S\n]")
_ITEM_OPEN = re.compile(r"[^\S\n]*(?:and[^\S\n]+)?[A-Z0-9]")


def _items(text: str, begin: int) -> list[str]:
    """The items of ``text`` from ``begin`` to the end of its sentence or cell, apart by commas
    or ";" outside a parenthesis."""
    items = (text[start:end] for start, end in item_spans(text, begin, ",;", _END))
    return [item for item in items if item.strip()]


def heads_list(snippet: str, at: int) -> bool:
    """Does ``snippet`` from ``at`` (right after a possessive's "'s") run through a list's
    heading to its colon, then a list of at least ``MIN_ITEMS`` items each opening on a
    capitalised word or a digit (module docstring)? Then the possessor owns the list and
    names no maker of what it lists. Invariant: False without a colon in the heading, and for
    fewer items."""
    heading = _HEADING.match(snippet, at)
    if heading is None:
        return False
    items = _items(snippet, heading.end())
    return len(items) >= MIN_ITEMS and all(_ITEM_OPEN.match(item) for item in items)
