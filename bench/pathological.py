"""Pathological 1 MB chunk texts through the engine: prints each case's time and the worst.

The issue 11 cases (regex backtracking in the host and name-code identifier patterns, value
filters comparing each new value with every earlier one) plus a generated family: about 30
repeated units that each stress one extractor, each repeated with four separators. Every
case runs in a forked child with a time limit, so one that never ends is reported, not waited
for. Target: every case well under 1 s. Each line shows the wall time and the CPU time of the
resolving child: on a shared machine the wall time grows with the load, the CPU time is the
engine's own cost; the worst is taken by CPU time.

    .venv/bin/python bench/pathological.py                 # 1,000,000 characters per text
    .venv/bin/python bench/pathological.py --size 100000 --limit 10
"""

from __future__ import annotations

import argparse
import multiprocessing
import time
from collections.abc import Iterator
from multiprocessing.connection import Connection

from schemas import RetrievalEvent
from workers.engine import resolve
from workers.policy_file import load_policy

ISSUE = {
    "hosts '1.'": ("1.", " com"),
    "name codes 'a-'": ("a-", " com 1"),
    "money '$1'": ("$1", ""),
    "sentences 'Returns within 30 days of delivery. '": (
        "Returns within 30 days of delivery. ", ""),
}
UNITS = [
    "1.", "a.", "a-", "A-", "a_", "AB-", "1,", "$1", "€1 ", "1 EUR ", "30% ", "1 GB ", "v1.",
    "v1.2.3 ", "10.0.0.1 ", "x.example.com ", "PB-441 ", "P7XK2QD ", "DE89 3704 ",
    "account 1 ", "March 3, 2025 ", "2024-01-01 ", "within 30 days of delivery ", "only if ",
    "except ", "must not ", "may ", "(", "| a | 1 |\n", "- ", "9", "a", "A", " ", "ab1-",
    "for EU customers ", "in staging ", "twenty-one ", "1.5 hours ", "e.g. ", "no. 1 ",
    "Orders API ", "A B, ", "The Pro plan costs $30 per seat ",
    "1-2 kg ", "1 to ", "between 1 and ", "5 million ", "12 kr ", "£1–£2 ",
    "000", "000,000", "±", "1 ± ", "1 m ± 1 m ", "1 +/-", "14. des. 2021 — ", "vor 3 Tagen · ",
    "the 7th ", "1-8 January ", "1 1/4 miles ", "½ ", "a mile and a quarter ",
    "one seventy-second of an inch ",
    "Q: ", "Q1. ", "A: ", "Re: ", "Q: how many? A: 4", "Re: how? — 1 ",
]
SEPARATORS = ["", " ", ". ", "\n"]
QUERY = "What is the return window, price, version, host, limit and who may access it?"


def cases(size: int) -> Iterator[tuple[str, str]]:
    """(name, text of ``size`` characters) for the issue's cases and the generated family."""
    for name, (unit, tail) in ISSUE.items():
        yield name, (unit * (size // len(unit)))[: size - len(tail)] + tail
    for unit in UNITS:
        for separator in SEPARATORS:
            if separator and unit.endswith(separator):
                continue
            piece = unit + separator
            text = (piece * (size // len(piece) + 1))[: size - 6] + " com 1"
            yield f"{piece!r}", text


def _event(text: str) -> RetrievalEvent:
    chunks = [
        {"chunk_id": "hostile", "doc_id": "d1", "doc_class": "policy", "text": text},
        {"chunk_id": "plain", "doc_id": "d2", "doc_class": "support_email",
         "text": "Returns accepted within 14 days of purchase; the Pro plan costs $30."},
    ]
    return RetrievalEvent.model_validate({"event_id": "bench", "query": QUERY, "chunks": chunks})


def _child(text: str, out: Connection) -> None:
    policy = load_policy("deploy/policy.toml")
    event = _event(text)
    started, cpu = time.perf_counter(), time.process_time()
    resolve(event, policy, "2026-11-29T10:00:00Z")
    out.send((time.perf_counter() - started, time.process_time() - cpu))


def run_case(text: str, limit: float) -> tuple[float, float] | None:
    """Wall and CPU seconds the engine took on ``text``, or None past ``limit`` (the child
    is killed)."""
    context = multiprocessing.get_context("fork")
    receive, send = context.Pipe(duplex=False)
    child = context.Process(target=_child, args=(text, send))
    child.start()
    elapsed = receive.recv() if receive.poll(limit) else None
    child.kill()
    child.join()
    return elapsed


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--size", type=int, default=1_000_000, help="characters per text")
    parser.add_argument("--limit", type=float, default=30.0, help="seconds before giving up")
    args = parser.parse_args()
    results: list[tuple[float, str]] = []
    for name, text in cases(args.size):
        elapsed = run_case(text, args.limit)
        shown = (f"{elapsed[0]:8.3f} s wall {elapsed[1]:7.3f} s CPU" if elapsed is not None
                 else f"  > {args.limit:g} s wall")
        print(f"{shown}  {name}", flush=True)
        results.append((elapsed[1] if elapsed is not None else float("inf"), name))
    worst, name = max(results)
    unfinished = sum(1 for t, _ in results if t == float("inf"))
    above = sum(1 for t, _ in results if t > 1)
    print(f"{len(results)} texts of {args.size} characters; worst {worst:.3f} s CPU ({name}); "
          f"{above} above 1 s of CPU; {unfinished} did not finish within {args.limit:g} s")


if __name__ == "__main__":
    main()
