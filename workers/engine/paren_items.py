"""The items of a list written in a line: spans apart by separators outside parentheses.

Shared by the list readers that split a sentence or cell into its items ("Smithfield (Horace
Jones, 1868), Leadenhall (Horace Jones, 1881)" has two items, not four). Pure.
"""

from __future__ import annotations

import re


def item_spans(text: str, begin: int, separators: str, end: re.Pattern[str]
               ) -> list[tuple[int, int]]:
    """The spans of ``text``'s items from ``begin`` up to where ``end`` matches (or the
    text's end), apart by any character of ``separators``; separators and ends inside a
    parenthesis are not counted. Invariant: the spans are in order, adjacent apart from one
    separator each, and the last one may be empty."""
    spans, depth, start = [], 0, begin
    for at in range(begin, len(text)):
        char = text[at]
        if char == "(":
            depth += 1
        elif char == ")":
            depth = max(0, depth - 1)
        elif depth == 0 and char in separators:
            spans.append((start, at))
            start = at + 1
        elif depth == 0 and end.match(text, at):
            break
    else:
        at = len(text)
    spans.append((start, at))
    return spans
