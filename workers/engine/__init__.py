"""The resolution engine: pure functions from a RetrievalEvent to its resolved records.

No Kafka, Faust, network, clock or environment access happens in this package (a ruff
banned-api rule keeps it that way); the worker and the offline command both call
``resolve``.

Value objects inside the engine are slotted dataclasses that are never mutated after
construction; they are not ``frozen`` only because frozen construction costs about five
times as much on the per-event path.
"""

from workers.engine.budget import UNLIMITED, Budget, BudgetExceeded
from workers.engine.policy import Policy, PolicyError, parse_policy
from workers.engine.query_memo import resize as resize_query_memos
from workers.engine.reading import resize_cache
from workers.engine.resolve import Resolution, resolve
from workers.engine.text_memo import resize as resize_text_memos


def set_reading_cache_size(size: int) -> None:
    """Bound the memo of chunk readings, and every other memo keyed by a chunk's text, to
    ``size`` texts each (0: none); drops what they hold.

    The engine's state is memos like these, none of which changes a result. The shell
    calls this once at start-up with ``RESOLVER_READING_CACHE_SIZE``.
    """
    resize_cache(size)
    resize_text_memos(size)


def set_query_cache_size(size: int) -> None:
    """Bound every memo keyed by a query (or by what one event derives from it) to ``size``
    entries each (0: none); drops what they hold.

    Like the reading cache, these change no result. The shell calls this once at start-up
    with ``RESOLVER_QUERY_CACHE_SIZE``.
    """
    resize_query_memos(size)


__all__ = [
    "UNLIMITED", "Budget", "BudgetExceeded", "Policy", "PolicyError", "Resolution",
    "parse_policy", "resolve", "set_query_cache_size", "set_reading_cache_size",
]
