"""One bound for every memo keyed by a query, or by what one event derives from it.

A stream rarely asks the same question twice, while within one event every call for its
query after the first hits: so these memos need a small bound, not the thousands of entries
that chunk texts (which recur) earn. ``per_query`` makes such a memo; ``resize`` sets the
bound of all of them at once and drops what they hold. The shell calls it once at start-up
with ``RESOLVER_QUERY_CACHE_SIZE`` (through ``workers.engine.set_query_cache_size``). A memo
changes speed, never a result.

Regular expressions compiled for one event's words go through such a memo too; ``re``'s own
cache of compiled patterns is bounded by the interpreter (512 in CPython 3.11).
"""

from __future__ import annotations

from workers.engine.memo_family import MemoFamily

QUERY_CACHE_SIZE = 256
"""Entries each per-query memo holds by default (a few events' worth of questions)."""

_FAMILY = MemoFamily(QUERY_CACHE_SIZE)
per_query = _FAMILY.memo
resize = _FAMILY.resize
held = _FAMILY.held
