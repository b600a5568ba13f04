"""The process's garbage-collector setting: how rarely a full collection runs.

A worker holds many long-lived objects (the memo of chunk readings: about 30 tracked objects
per reading, 16,384 readings), and with CPython's default thresholds (700, 10, 10) a full
collection walks all of them every few hundred new events: about 10 % of the CPU of a cold
event (bench/RESULTS.md). The engine's garbage is almost all freed by reference counting,
and the few cycles it makes die young, in the first two generations, which keep their
default thresholds. Only the third threshold changes: a full collection runs after
``full_every`` collections of the second generation (and, as always in CPython, only once a
quarter more objects have survived since the last one).

``RESOLVER_GC_FULL_EVERY`` sets it for the worker; ``resolver resolve`` applies the default.
"""

from __future__ import annotations

import gc

DEFAULT_FULL_EVERY = 100
"""Ten times CPython's default: a full collection every ~700,000 net new tracked objects."""


def tune_gc(full_every: int = DEFAULT_FULL_EVERY) -> None:
    """Make a full collection wait for ``full_every`` second-generation ones (>= 1)."""
    if full_every < 1:
        raise ValueError(f"full_every must be at least 1, not {full_every}")
    young, middle, _ = gc.get_threshold()
    gc.set_threshold(young, middle, full_every)
