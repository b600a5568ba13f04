"""The heading a sentence is read under: the words that name whose values its line states.

A card or a price sheet names its thing once, above or before its values: "Premier debit
card" on a chunk's first line, then "Daily ATM withdrawal limit: £1,000"; "Standard
Variable (gas) | Unit rate: 6.35p" in a row's first cell. The sentence the engine reads
("Daily ATM withdrawal limit: £1,000", "Unit rate: 6.35p") leaves that naming out, yet its
values are the heading's thing's. A sentence's heading is

- the cells before it on its line, when its line is a row of cells ("|" between them);
- else the chunk's first line, when the sentence starts on a later line and that first line
  is a title: at most ``MAX_TITLE_WORDS`` words, with no colon, no sentence end and no
  digit (a line stating a value is a sentence of its own, not a title).

Reads the chunk's text only; "" where there is none.
"""

from __future__ import annotations

import re

MAX_TITLE_WORDS = 6
"""A title names a thing in a few words ("Premier debit card", "Dublin branch")."""

_WORDS = re.compile(r"\S+")


def leading_cells(text: str, start: int) -> str:
    """The cells before the sentence at ``start`` on its line of cells, "" else."""
    if start <= 0 or start > len(text):
        return ""
    before = text[text.rfind("\n", 0, start) + 1:start]
    return before[:before.rfind("|")].strip() if "|" in before else ""


def title(text: str, start: int) -> str:
    """The chunk's title line above the sentence at ``start`` (module docstring), "" else."""
    if start <= 0 or start > len(text) or text.rfind("\n", 0, start) < 0:
        return ""
    title = text[:text.find("\n")].strip()
    if len(_WORDS.findall(title)) > MAX_TITLE_WORDS or any(ch.isdigit() for ch in title) \
            or ":" in title or re.search(r"[.!?]$", title):
        return ""
    return title
