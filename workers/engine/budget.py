"""A time budget the engine checks cooperatively, without reading any clock itself.

The caller (the shell) builds a ``Budget`` from a function that says whether its deadline
has passed -- e.g. one comparing ``time.monotonic()`` with a limit -- and the engine calls
``check`` between units of work: before reading each chunk and before deciding each
conflict. A budget that has run out raises ``BudgetExceeded``; the caller dead-letters the
event (error ``timeout``). The engine stays pure: time is a question it asks the caller.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass


class BudgetExceeded(Exception):  # noqa: N818 - the name says what happened
    """The event's time budget ran out; ``where`` names the step that noticed."""

    def __init__(self, where: str) -> None:
        super().__init__(f"time budget exceeded {where}")
        self.where = where


@dataclass(frozen=True, slots=True)
class Budget:
    """``expired()`` is True once the caller's deadline has passed."""

    expired: Callable[[], bool]

    def check(self, where: str) -> None:
        """Raise ``BudgetExceeded`` if the deadline has passed."""
        if self.expired():
            raise BudgetExceeded(where)


UNLIMITED = Budget(lambda: False)
"""The budget of a caller that sets none (tests, the offline command)."""
