"""One bound for every memo keyed by a chunk's text (or one of its sentences).

Chunk texts recur in a stream (popular documents are retrieved again and again), so the
readings of a text are memoised, and so are the per-text steps that depend on the question
and therefore run outside the reading cache. All of these share the reading cache's bound:
``RESOLVER_READING_CACHE_SIZE`` sizes every memo keyed by a text, and a text that has
fallen out of one has fallen out of all (through ``workers.engine.set_reading_cache_size``).
Texts longer than ``TEXT_MEMO_CHARS`` are never memoised here, so a stream of long unique
texts cannot fill these memos with megabytes each. A memo changes speed, never a result.
"""

from __future__ import annotations

from workers.engine.memo_family import MemoFamily

TEXT_CACHE_SIZE = 6_144
"""Entries each per-text memo holds by default (the reading cache's default bound)."""
TEXT_MEMO_CHARS = 8_192
"""Longest text (first argument) a per-text memo keeps; longer ones are computed each time."""

_FAMILY = MemoFamily(TEXT_CACHE_SIZE, max_chars=TEXT_MEMO_CHARS)
per_text = _FAMILY.memo
resize = _FAMILY.resize
held = _FAMILY.held
