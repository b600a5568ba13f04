"""A table whose rows repeat their first cell is no page titled with that cell.

A page opens with a title its first sentence repeats ("Nick Hill Nick Hill (born …"), and
``entities`` reads what the title adds to the query's name as the page's entity. A parts
list or a price sheet flattened to text repeats its first cell on every row ("Carriage
clock | Mainspring | CC-MS-210 | £38" then "Carriage clock | Bell | …"): the second line
starts with the first line's words, yet the first line is a row of cells, not a title, and
its codes and prices name no entity. Invariant: only a whole first line of piped cells,
followed by a line that repeats its start, is such a row; a title with no "|" is untouched.
"""

from __future__ import annotations


def table_rows(text: str, title: str) -> bool:
    """Is ``title`` (the words a chunk opens with, repeated right after them) the chunk's
    whole first line, a row of piped cells, with the repeat opening the next line?"""
    first, newline, _ = text.lstrip().partition("\n")
    return bool(newline) and "|" in first and " ".join(first.split()) == title
