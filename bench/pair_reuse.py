"""How often a chunk recurs, and how often it recurs under the same query: what a memo of
readings (per chunk text) and a memo of claims (per chunk and query) could ever hit.

    .venv/bin/python bench/pair_reuse.py --events 3000

On the events of ``bench/events_gen.py`` (seed 11, 10 chunks, after the 300 warm-up events
``bench/compare_engines.py`` resolves first), at 0 %, 50 % and 90 % chunk reuse: the share
of chunks whose text was seen before, and the share whose (chunk, query) pair was seen
before, counting every input a claim depends on (text, doc_id, revision, dates, scope;
query and query scope), with memos of unbounded size. The second is an upper bound on the
hit rate of any exact claims memo. Asserts nothing.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench.events_gen import EventSource
from bench.machine import describe


def _chunk_key(chunk: dict[str, Any]) -> tuple[Any, ...]:
    return (chunk["text"], chunk["doc_id"], chunk.get("revision"), chunk.get("effective_date"),
            chunk.get("published_at"), tuple(sorted(chunk.get("scope", {}).items())))


def measure(reuse: float, events: int) -> tuple[float, float, int]:
    """(texts seen before, (chunk, query) pairs seen before, distinct queries)."""
    source = EventSource(seed=11, chunks=10, reuse=reuse)
    texts: set[str] = set()
    pairs: set[tuple[Any, ...]] = set()
    for event in source.events(300):  # the warm-up compare_engines resolves first
        query = (event["query"], tuple(sorted(event.get("query_scope", {}).items())))
        for chunk in event["chunks"]:
            texts.add(chunk["text"])
            pairs.add((_chunk_key(chunk), query))
    seen_texts = seen_pairs = total = 0
    queries: set[str] = set()
    for event in source.events(events):
        query = (event["query"], tuple(sorted(event.get("query_scope", {}).items())))
        queries.add(event["query"])
        for chunk in event["chunks"]:
            total += 1
            pair = (_chunk_key(chunk), query)
            seen_texts += chunk["text"] in texts
            seen_pairs += pair in pairs
            texts.add(chunk["text"])
            pairs.add(pair)
    return seen_texts / total, seen_pairs / total, len(queries)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--events", type=int, default=3000)
    args = parser.parse_args()
    print(describe())
    print(f"{args.events} events of 10 chunks after 300 warm-up events, seed 11")
    for reuse in (0.0, 0.5, 0.9):
        texts, pairs, queries = measure(reuse, args.events)
        print(f"reuse {reuse:4.0%}: chunk text seen before {texts:6.1%}; (chunk, query) seen "
              f"before {pairs:6.1%}; {queries} distinct queries")


if __name__ == "__main__":
    main()
