"""Progress on a terminal for long runs: one rewritten line on stderr, nothing otherwise."""

from __future__ import annotations

import sys
import time
from typing import TextIO


class Progress:
    """Counts steps of one task and redraws ``label: done/total`` at most 10 times a second.

    Writes only when ``stream`` is given; ``for_terminal`` gives stderr when it is a tty.
    """

    def __init__(self, stream: TextIO | None, label: str, total: int) -> None:
        self._stream = stream
        self._label = label
        self._total = total
        self._done = 0
        self._drawn = 0.0

    @staticmethod
    def for_terminal() -> TextIO | None:
        return sys.stderr if sys.stderr.isatty() else None

    def step(self, count: int = 1) -> None:
        self._done += count
        if self._stream is None:
            return
        now = time.monotonic()
        if now - self._drawn >= 0.1 or self._done == self._total:
            self._drawn = now
            self._stream.write(f"\r{self._label}: {self._done}/{self._total}")
            self._stream.flush()

    def close(self) -> None:
        if self._stream is not None and self._done:
            self._stream.write("\n")
            self._stream.flush()
