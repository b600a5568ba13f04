"""Bookkeeping of text spans already claimed by an extractor, so no digit is read twice.

Invariants: the spans are kept sorted and disjoint (an added span that overlaps others is
merged with them, which changes no answer of ``overlaps``), so each question costs one
binary search; and at most ``MAX_VALUES`` spans are taken per text -- extractors stop
reading once ``full`` (a text of a million "$1" has a million amounts, and none of them
states a policy). The cap keeps every later step linear in the text.
"""

from __future__ import annotations

from bisect import bisect_left

MAX_VALUES = 1_000
"""Most values read from one text; the first ones in extractor order are kept."""


class Taken:
    """Half-open spans [start, end) of a text that an extractor has already read."""

    __slots__ = ("_ends", "_starts", "added", "quiet")

    def __init__(self) -> None:
        self._starts: list[int] = []
        self._ends: list[int] = []
        self.added = 0
        self.quiet: list[tuple[int, int]] = []
        """Spans read and set aside as no value of their own (a bracketed restatement:
        ``fields.restated``): no part of them is read again, as a bare number either."""

    @property
    def full(self) -> bool:
        """True once ``MAX_VALUES`` spans were taken: extractors read no more values."""
        return self.added >= MAX_VALUES

    def overlaps(self, start: int, end: int) -> bool:
        index = bisect_left(self._starts, end)  # spans before ``index`` start before ``end``
        return index > 0 and self._ends[index - 1] > start

    def add(self, start: int, end: int) -> None:
        self.added += 1
        low = bisect_left(self._ends, start + 1)  # first span ending after ``start``
        high = bisect_left(self._starts, end)  # spans before ``high`` start before ``end``
        if low < high:  # merge the overlapped spans into one
            start, end = min(start, self._starts[low]), max(end, self._ends[high - 1])
            del self._starts[low:high], self._ends[low:high]
        self._starts.insert(low, start)
        self._ends.insert(low, end)
