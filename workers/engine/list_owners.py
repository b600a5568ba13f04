"""A list item opened by a name owns its values: "…; Lugo, Spain, with 85 towers; …".

A line flattened from a list ("7 walled cities: Ávila, Spain; Carcassonne, France; Lugo,
Spain, with 85 towers; Xi'an, China") sets its items apart by ";", "·", "•" or "|". An item
that opens on a capitalised name and a comma ("Lugo, Spain, …") is about that name, and a
value inside it is that item's: when the name is none of the question's own names while
another item of the same line opens on one of them, the value answers nothing about the
question's subject. Names are compared without accents ("Ávila" is "Avila"). A line of fewer
than ``MIN_ITEMS`` items, or where no other item opens on a question name, is left as it is.
Pure; linear in the line's length.
"""

from __future__ import annotations

import re
import unicodedata

MIN_ITEMS = 3
_MAX_LINE = 2000
_SEPARATOR = re.compile(r";|\s[·•|]\s")
_OPENER = re.compile(
    r"[^\S\n]*(?:[^:;\n]{1,60}:[^\S\n]+)?"  # the list's heading ("7 walled cities: ")
    r"(?P<name>[^\W\d_][\w'’.-]*(?:[^\S\n]+[^\W\d_][\w'’.-]*){0,3})[^\S\n]*,")
_WORD = re.compile(r"[^\W\d_][\w'’-]*")


def _folded(word: str) -> str:
    """``word`` lower-cased without accents."""
    decomposed = unicodedata.normalize("NFKD", word.lower())
    return "".join(c for c in decomposed if not unicodedata.combining(c))


def _opener(item: str) -> frozenset[str] | None:
    """The folded words of the capitalised name ``item`` opens on before a comma (after a
    heading's label), or ``None`` when it opens on no such name."""
    found = _OPENER.match(item)
    if found is None:
        return None
    words = _WORD.findall(found.group("name"))
    if not words or not all(w[0].isupper() for w in words):
        return None
    return frozenset(_folded(w) for w in words)


def other_items_value(text: str, start: int, names: frozenset[str]) -> bool:
    """Is the value at ``start`` of ``text`` inside a list item that opens on a name none of
    the question's ``names`` (lower-cased) is, on a line where another item opens on one of
    them (module docstring)?"""
    if not names:
        return False
    line_start = text.rfind("\n", 0, start) + 1
    line_end = text.find("\n", start)
    line_end = len(text) if line_end < 0 else line_end
    if line_end - line_start > _MAX_LINE:
        return False
    line = text[line_start:line_end]
    bounds = [0, *(m.end() for m in _SEPARATOR.finditer(line))]
    if len(bounds) < MIN_ITEMS:
        return False
    ends = [*(m.start() for m in _SEPARATOR.finditer(line)), len(line)]
    own = frozenset(_folded(n) for n in names)
    at = start - line_start
    mine = next((i for i in range(len(bounds)) if bounds[i] <= at <= ends[i]), None)
    if mine is None:
        return False
    opener = _opener(line[bounds[mine]:ends[mine]])
    if opener is None or not opener.isdisjoint(own):
        return False
    return any(i != mine and (other := _opener(line[bounds[i]:ends[i]])) is not None
               and not other.isdisjoint(own) for i in range(len(bounds)))
