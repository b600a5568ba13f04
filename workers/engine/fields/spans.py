"""Bookkeeping of text spans already claimed by an extractor, so no digit is read twice."""

from __future__ import annotations


class Taken:
    """Half-open spans [start, end) of a text that an extractor has already read."""

    __slots__ = ("_spans",)

    def __init__(self) -> None:
        self._spans: list[tuple[int, int]] = []

    def overlaps(self, start: int, end: int) -> bool:
        return any(s < end and start < e for s, e in self._spans)

    def add(self, start: int, end: int) -> None:
        self._spans.append((start, end))
