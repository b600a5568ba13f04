"""A name listed with an item of its own is credited with that item only.

A row that lists people for a role ("Famous printers: Ada Kell (Ward's rotary press), Bo
Lind") gives each name its own work in a parenthesis right after it (``unasked_item``), and a
line of items apart by ";" ("Famous printers: Ada Kell, the 'Press Queen'; Bo Lind; Tomas
Vey, rotary press") credits each name with its own item's words (``outnamed_item``): the
name answers the question only when its own item names the asked thing. The lines are read
as ``list_owners`` reads them (``MIN_ITEMS``, ``MAX_LINE``). Pure; linear in the line's
length.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from workers.engine.list_owners import (
    MAX_LINE,
    MIN_ITEMS,
    folded_word,
    item_at,
    line_around,
    unpossessed,
)
from workers.engine.terms import content_terms

_WORD = re.compile(r"[^\W\d_][\w'’-]*")
_OWN_PAREN = re.compile(r"[^\S\n]*\(([^()\n]{1,60})\)")


def unasked_item(snippet: str, name_end: int, hits: Sequence[tuple[int, int, str]],
                 names: frozenset[str]) -> bool:
    """Does a parenthesis right after the name ending at ``name_end``, the first after a row
    label that names the asked role ("Famous printers: Ada Kell (…)"), give the name its own
    work, another than the question's? It does when it holds none of ``hits`` (the question's
    words found in ``snippet``: start, end, term) or, for a question with its own capitalised
    words (``names``, lower-cased), none of those ("Ada Kell (Ward's rotary press)" is not
    "Gutenberg's press"). No parenthesis: ``False``."""
    paren = _OWN_PAREN.match(snippet, name_end)
    if paren is None:
        return False
    if not any(paren.start(1) <= s < paren.end(1) for s, _, _ in hits):
        return True
    words = {unpossessed(w) for w in _WORD.findall(paren.group(1))}
    return bool(names) and words.isdisjoint(folded_word(n) for n in names)


def outnamed_item(text: str, start: int, terms: frozenset[str]) -> bool:
    """Is the name at ``start`` of ``text`` in an item of a ";"-separated line of at least
    ``MIN_ITEMS`` items whose own words name fewer of the question's ``terms`` than another
    item's? A list of people ("Famous printers: Ada Kell, the 'Press Queen'; Bo Lind; Tomas
    Vey, rotary press") credits each name with its own item only: the name answers when its
    item names the asked thing as fully as any. Linear in the line's length."""
    line_start, line_end = line_around(text, start)
    if line_end - line_start > MAX_LINE or text.count(";", line_start, line_end) < MIN_ITEMS - 1:
        return False
    line = text[line_start:line_end]
    items = line.split(";")
    own = [items[0][items[0].find(":") + 1:], *items[1:]]  # without the list's heading
    shares = [len(frozenset(content_terms(item)) & terms) for item in own]
    return shares[item_at(items, start - line_start)] < max(shares)
