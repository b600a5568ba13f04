"""One-pass cue scanners (pyahocorasick, Hyperscan) measured against the engine's regexes.

    python3 -m venv /tmp/scanenv
    /tmp/scanenv/bin/pip install hyperscan pyahocorasick pydantic orjson python-dateutil \
        prometheus-client
    PYTHONPATH=. /tmp/scanenv/bin/python bench/cue_scanners.py

Runs without either library (each missing one prints "not installed"). Prints the machine
and figures; asserts nothing. Chunks: 3,000 generated ones (``bench/events_gen.py``, seed 3,
every text new) and every distinct chunk text of the labelled sets (``tests/data/*.jsonl``).
Times are CPU time of this thread per chunk, the median over ``--reps`` repetitions in
which the methods alternate (the order rotates each repetition).

1. Cue words: which of a list of cue words a chunk's lower-case text holds as whole words
   (a word is a maximal run of a-z, as ``fields.scan`` splits it). The engine builds the set
   of all its words (``scan``) and its gates intersect it; the others search for the cue
   words only (``re`` by ``findall``, cheaper than ``finditer``). Every method's set is
   checked against the engine's and any difference printed.
2. Values: ``read_text`` cold (reading memo off), split into ``scan``, the extractors
   (``tolerances`` + ``registry.EXTRACTORS``) and the rest. The regex part is measured by
   recording every regular-expression call a cold reading makes (each compiled pattern of
   the engine's modules and their ``re`` functions swapped for recording ones, then
   restored) and replaying the calls alone. Hyperscan cannot compile the extractors' start
   patterns (it has no lookarounds), so it matches lookaround-free supersets of them (each
   checked to fire wherever ``re`` finds a start) in one pass. Hyperscan reports match
   ends, not groups, so it can only gate or locate the extractors' searches, never replace
   them: its figure is a lower bound of the scanning part, not an alternative extraction.
3. The engine: ``resolve`` cold per chunk (each repetition a fresh set of generated events,
   resolved first), with the reading, the value extraction, the regex calls of each
   (recorded on one other fresh set, replayed) and the Hyperscan pass as shares of it.
bench/RESULTS.md section 19 has the figures.
"""

from __future__ import annotations

import argparse
import gc
import importlib
import json
import re
import statistics
import sys
import time
from collections.abc import Callable, Iterator, Sequence
from functools import partial
from itertools import islice
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from bench.events_gen import EventSource  # noqa: E402
from bench.machine import describe  # noqa: E402

Method = Callable[[], object]


def optional(module: str) -> Any:
    """The module, or None when it is not installed."""
    try:
        return importlib.import_module(module)
    except ImportError:
        return None


def chunk_sets(generated: int) -> dict[str, list[str]]:
    """Generated chunks (all distinct) and the labelled sets' distinct chunk texts."""
    source = EventSource(seed=3, chunks=10, reuse=0.0)
    made: dict[str, None] = {}
    for event in source.events(generated // 10):
        for chunk in event["chunks"]:
            made[chunk["text"]] = None
    labelled: dict[str, None] = {}
    for path in sorted((ROOT / "tests" / "data").glob("*.jsonl")):
        for line in path.read_text().splitlines():
            if line.strip():
                record = json.loads(line)
                for chunk in record.get("event", record).get("chunks", []):
                    labelled[chunk["text"]] = None
    return {"generated": list(made), "labelled": list(labelled)}


def timed(methods: dict[str, Method], count: int, reps: int) -> dict[str, float]:
    """Median µs per chunk of each method (each call handles ``count`` chunks); the methods
    alternate, their order rotating every repetition."""
    names = list(methods)
    spent: dict[str, list[float]] = {n: [] for n in names}
    for rep in range(reps):
        order = names[rep % len(names):] + names[: rep % len(names)]
        for name in order:
            gc.collect()
            start = time.thread_time()
            methods[name]()
            spent[name].append((time.thread_time() - start) / count * 1e6)
    return {n: statistics.median(v) for n, v in spent.items()}


def table(title: str, figures: dict[str, float], base: str, notes: dict[str, str]) -> None:
    print(f"\n{title}")
    print(f"  {'method':<58} {'µs/chunk':>9} {'/ engine':>9}")
    for name, micros in figures.items():
        note = f"  {notes[name]}" if name in notes else ""
        print(f"  {name:<58} {micros:9.2f} {micros / figures[base]:8.2f}x{note}")



def shares(title: str, figures: dict[str, float], base: str, notes: dict[str, str], *, of: str,
           no_hyperscan: bool) -> None:
    """``table``, then each method's share of ``base`` (named ``of``), and the check that no
    recording pattern was left in the engine's memos."""
    table(title, figures, base, notes)
    if no_hyperscan:
        print("  hyperscan: not installed")
    for name in list(figures)[1:]:
        print(f"  {name.strip():<60} {figures[name] / figures[base]:6.1%} of {of}")
    print(f"  calls through a recording pattern after its recording: {sum(map(len, _LOGS))}")

# --- 1. cue words ------------------------------------------------------------------------

def cue_lists() -> dict[str, frozenset[str]]:
    """The words the extractors' and reading's gates look up in ``Scan.words``, and the same
    with ``terms.STOPWORDS`` (a longer list, to see how each method scales)."""
    from workers.engine.fields import basis, clauses, dates, facets, identifiers, money, quantity
    from workers.engine.numbers import NUMBER_WORDS
    from workers.engine.terms import STOPWORDS

    gates: frozenset[str] = frozenset().union(
        dates.MONTH_WORDS, money._MARKER_WORDS, NUMBER_WORDS, quantity._DURATION_WORDS,
        basis.ANCHOR_WORDS, identifiers.HOST_WORDS, facets.FACET_WORDS, clauses.TRIGGERS,
        {"the", "means", "stands", "account", "acct"},
    )
    whole = re.compile("[a-z]+")  # "full-time", "u.s.": never in ``Scan.words``
    return {"gate words": frozenset(filter(whole.fullmatch, gates)),
            "gate words + STOPWORDS": frozenset(filter(whole.fullmatch, gates | STOPWORDS))}


_NOT_LETTER = bytes(c if ord("a") <= c <= ord("z") else ord(" ") for c in range(256))
_LETTERS = frozenset("abcdefghijklmnopqrstuvwxyz")


def cue_methods(
    words: frozenset[str], lowers: list[str], aho: Any, hs: Any,
) -> tuple[dict[str, Callable[[str], frozenset[str]]], dict[str, str]]:
    """Per-text functions giving the cue words a lower-case text holds (or a note why not)."""
    from workers.engine.fields.scan import _WORD

    alternation = "|".join(sorted(words, key=lambda w: (-len(w), w)))
    boundary = re.compile(rf"\b(?:{alternation})\b")
    exact = re.compile(rf"(?<![a-z])(?:{alternation})(?![a-z])")
    methods: dict[str, Callable[[str], frozenset[str]]] = {
        "engine: frozenset(_WORD.findall(lower)) & cues": (
            lambda s: frozenset(_WORD.findall(s)) & words),
        r"re: \b(?:w1|w2|…)\b findall": lambda s: frozenset(boundary.findall(s)),
        "re: (?<![a-z])(?:w1|…)(?![a-z]) findall": lambda s: frozenset(exact.findall(s)),
        "stdlib: encode, bytes.translate, split (no regex)": (
            lambda s: frozenset(s.encode().translate(_NOT_LETTER).decode("ascii").split())
            & words),
    }
    notes: dict[str, str] = {}
    if aho is None:
        notes["pyahocorasick"] = "not installed"
    else:
        plain = aho.Automaton()
        for w in words:
            plain.add_word(w, w)
        plain.make_automaton()

        def aho_checked(s: str) -> frozenset[str]:
            found = set()
            last = len(s) - 1
            for end, w in plain.iter(s):
                start = end - len(w) + 1
                if (start == 0 or s[start - 1] not in _LETTERS) and (
                        end == last or s[end + 1] not in _LETTERS):
                    found.add(w)
            return frozenset(found)

        padded = aho.Automaton()
        for w in words:
            padded.add_word(f" {w} ", w)
        padded.make_automaton()

        def aho_padded(s: str) -> frozenset[str]:
            spaced = " " + s.encode().translate(_NOT_LETTER).decode("ascii") + " "
            return frozenset(w for _, w in padded.iter(spaced))

        methods["pyahocorasick: iter + boundary check"] = aho_checked
        methods["pyahocorasick: padded keys on translated text"] = aho_padded
    if hs is None:
        notes["hyperscan"] = "not installed"
    else:
        ordered = sorted(words)
        db = hs.Database(mode=hs.HS_MODE_BLOCK)
        db.compile(
            expressions=[f"[^a-z]{w}[^a-z]".encode() for w in ordered],
            ids=list(range(len(ordered))), elements=len(ordered),
            flags=[hs.HS_FLAG_SINGLEMATCH] * len(ordered),
        )

        def hyperscan(s: str) -> frozenset[str]:
            hits: list[int] = []
            db.scan(b" " + s.encode() + b" ",
                    match_event_handler=lambda i, _f, _t, _fl, _c: hits.append(i))
            return frozenset(ordered[i] for i in hits)

        methods["hyperscan: [^a-z]w[^a-z] per word, SINGLEMATCH, block"] = hyperscan
    return methods, notes


def measure_cues(sets: dict[str, list[str]], reps: int, aho: Any, hs: Any) -> None:
    from workers.engine.fields.scan import scan

    for set_name, texts in sets.items():
        lowers = [scan(t).lower for t in texts]
        for list_name, words in cue_lists().items():
            methods, notes = cue_methods(words, lowers, aho, hs)
            reference = [methods[next(iter(methods))](s) for s in lowers]
            for name, find in methods.items():
                differ = [i for i, s in enumerate(lowers) if find(s) != reference[i]]
                if differ:
                    sample = lowers[differ[0]]
                    extra = sorted(find(sample) ^ reference[differ[0]])
                    notes[name] = (f"differs on {len(differ)} of {len(lowers)} chunks, "
                                   f"e.g. {extra[:4]}")
            runs = {n: over(f, lowers) for n, f in methods.items()}
            figures = timed(runs, len(lowers), reps)
            table(f"1. cue words: {len(words)} {list_name}, {len(lowers)} {set_name} chunks",
                  figures, next(iter(figures)), notes)
            for missing in ("pyahocorasick", "hyperscan"):
                if missing in notes:
                    print(f"  {missing}: {notes[missing]}")


# --- 2. values ---------------------------------------------------------------------------

def scanned_patterns() -> list[tuple[str, re.Pattern[str], re.Pattern[str], bool]]:
    """(name, whole pattern, start pattern, searched in the lower-case twin?) of every
    chunk-wide search the extractors make (a pattern without a start pattern is its own)."""
    from workers.engine.fields import basis, dates, facets, identifiers, money, quantity
    from workers.engine.fields import tolerances as tol

    anchored = identifiers._ANCHORED
    return [
        ("dates", dates.PATTERN, dates.ANCHORED.starts, True),
        ("money", money.PATTERN, money.ANCHORED.starts, False),
        ("quantity", quantity.PATTERN, quantity.ANCHORED.starts, True),
        ("version", anchored["version"].pattern, anchored["version"].starts, True),
        ("dotted version", anchored["dotted"].pattern, anchored["dotted"].starts, True),
        ("item code", anchored["item"].pattern, anchored["item"].starts, False),
        ("name code", anchored["name"].pattern, anchored["name"].starts, False),
        ("facets", facets.PATTERN, facets.ANCHORED.starts, False),
        ("ip", identifiers._IP, identifiers._IP, False),
        ("iban", identifiers._IBAN, identifiers._IBAN, False),
        ("account", identifiers._ACCOUNT, identifiers._ACCOUNT, True),
        ("basis", basis.PATTERN, basis.PATTERN, True),
        ("tolerance", tol._NOTATION, tol._NOTATION, True),
    ]


def _groups(pattern: str) -> list[tuple[int, int]]:
    """(open, close) offsets of every group, skipping escapes and character classes."""
    spans: list[tuple[int, int]] = []
    opened: list[int] = []
    i = 0
    while i < len(pattern):
        c = pattern[i]
        if c == "\\":
            i += 2
            continue
        if c == "[":
            i += 2 if pattern[i + 1 : i + 2] == "^" else 1
            i += 1  # a "]" first in a class is literal
            while pattern[i] != "]":
                i += 2 if pattern[i] == "\\" else 1
        elif c == "(":
            opened.append(i)
        elif c == ")":
            spans.append((opened.pop(), i))
        i += 1
    return spans


def without_lookarounds(pattern: str) -> str:
    """A pattern Hyperscan accepts that matches wherever ``pattern`` matches (a superset):
    lookbehinds and negative lookaheads are dropped; a positive lookahead becomes a plain
    group when nothing but other lookarounds follows it in its branch (and the others are
    dropped), else it is dropped; possessive, atomic and conditional forms become plain
    ones, named groups unnamed."""
    while True:
        spans = sorted(_groups(pattern), key=lambda s: s[0])
        for begin, end in spans:
            head = pattern[begin : begin + 4]
            if head.startswith("(?("):  # a conditional: either branch, or nothing
                named = pattern.index(")", begin)
                pattern = (pattern[:begin] + "(?:(?:" + pattern[named + 1 : end] + ")|)"
                           + pattern[end + 1 :])
                break
            if head.startswith(("(?<=", "(?<!", "(?!")):
                pattern = pattern[:begin] + pattern[end + 1 :]
                break
            if head.startswith("(?="):
                rest = pattern[end + 1 :]
                keep = rest[:1] in ("", ")", "|") or rest.startswith(("(?<", "(?!"))
                if not keep:
                    pattern = pattern[:begin] + pattern[end + 1 :]
                else:
                    pattern = pattern[:begin] + "(?:" + pattern[begin + 3 :]
                break
        else:
            break
    pattern = pattern.replace("(?>", "(?:")
    pattern = re.sub(r"(?<!\\)([*+?}])\+", r"\1", pattern)
    pattern = re.sub(r"\(\?P<\w+>", "(?:", pattern)
    return re.sub(r"\\u([0-9a-fA-F]{4})", r"\\x{\1}", pattern)


def hyperscan_values(hs: Any, patterns: Sequence[tuple[str, re.Pattern[str], re.Pattern[str],
                                                          bool]]) -> tuple[Any, Any, str]:
    """Two databases of the start patterns' supersets (all matches; one match per pattern),
    and what compiled as is."""
    base = hs.HS_FLAG_UTF8  # not UCP, which refuses \b: \w, \d are ASCII
    as_is = []
    for name, whole, starts, _ in patterns:
        for kind, p in (("whole", whole), ("start", starts)):
            try:
                hs.Database(mode=hs.HS_MODE_BLOCK).compile(
                    expressions=[p.pattern.encode()], ids=[0], elements=1, flags=[base])
                as_is.append(f"{name} {kind}")
            except hs.error:
                pass
    expressions = [without_lookarounds(s.pattern).encode() for _, _, s, _ in patterns]
    flags = [base | (hs.HS_FLAG_CASELESS if lower else 0) | hs.HS_FLAG_ALLOWEMPTY
             for _, _, _, lower in patterns]
    ids = list(range(len(expressions)))
    every = hs.Database(mode=hs.HS_MODE_BLOCK)
    every.compile(expressions=expressions, ids=ids, elements=len(ids), flags=flags)
    single = hs.Database(mode=hs.HS_MODE_BLOCK)
    single.compile(expressions=expressions, ids=ids, elements=len(ids),
                   flags=[f | hs.HS_FLAG_SINGLEMATCH for f in flags])
    return every, single, ", ".join(as_is) or "none"


Call = tuple[Callable[..., Any], tuple[Any, ...], dict[str, Any], list[int] | None]
"""A matching call: method, arguments, and for an iterator how many matches were taken."""
_CALLS = ("search", "match", "fullmatch", "finditer", "findall", "sub", "subn", "split")


class _Recorded:
    """A compiled pattern that appends every matching call to ``log`` and delegates."""

    def __init__(self, pattern: re.Pattern[str], log: list[Call]) -> None:
        self._pattern = pattern
        self._log = log

    def __getattr__(self, name: str) -> Any:
        found = getattr(self._pattern, name)
        if name not in _CALLS:
            return found
        log = self._log

        def call(*args: Any, **kwargs: Any) -> Any:
            return _logged(log, found, args, kwargs)
        return call


def _logged(log: list[Call], method: Callable[..., Any], args: tuple[Any, ...],
            kwargs: dict[str, Any]) -> Any:
    """``method(*args, **kwargs)``, logged; of an iterator, only as many matches as the
    caller takes are logged (``Anchored`` drops one iterator unread)."""
    result = method(*args, **kwargs)
    if not isinstance(result, Iterator):
        log.append((method, args, kwargs, None))
        return result
    taken = [0]
    log.append((method, args, kwargs, taken))

    def counted() -> Iterator[re.Match[str]]:
        for match in result:
            taken[0] += 1
            yield match
    return counted()


class _RecordedRe:
    """The ``re`` module as one engine module sees it: its matching calls are recorded."""

    def __init__(self, log: list[Call]) -> None:
        self._log = log

    def __getattr__(self, name: str) -> Any:
        found = getattr(re, name)
        if name == "compile":
            return lambda *a, **k: _Recorded(re.compile(*a, **k), self._log)
        if name not in _CALLS:
            return found
        log = self._log

        def call(pattern: Any, *args: Any, **kwargs: Any) -> Any:
            flags = kwargs.pop("flags", 0)
            method = getattr(re.compile(pattern, flags), name)
            return _logged(log, method, args, kwargs)
        return call


def recorded(jobs: Sequence[Callable[[], object]]) -> list[list[Call]]:
    """Every regular-expression call each job makes: every compiled pattern a module of
    ``workers.engine`` holds (also in its tuples, dicts and ``Anchored`` searches) and its
    ``re`` functions are swapped for recording ones, then restored. Patterns held inside
    other objects are missed: a lower bound. Prints how many were swapped, and whether a
    recording pattern outlived the recording (one compiled, then memoised, while it ran)."""
    from workers.engine.fields.scan import Anchored

    log: list[Call] = []
    proxies: dict[int, Any] = {}

    def swapped(value: Any) -> Any:
        if isinstance(value, re.Pattern):
            return proxies.setdefault(id(value), _Recorded(value, log))
        if isinstance(value, Anchored):
            return Anchored(swapped(value.pattern), swapped(value.starts), value.after)
        if isinstance(value, tuple) and not hasattr(value, "_fields"):
            return tuple(swapped(v) for v in value)
        if isinstance(value, dict):
            return {k: swapped(v) for k, v in value.items()}
        if value is re:
            return _RecordedRe(log)
        return value

    saved: list[tuple[Any, str, Any]] = []
    for module in [m for n, m in sys.modules.items() if n.startswith("workers.engine")]:
        for name, value in list(vars(module).items()):
            new = swapped(value)
            if new is not value:
                saved.append((module, name, value))
                setattr(module, name, new)
    calls: list[list[Call]] = []
    try:
        for job in jobs:
            log.clear()
            job()
            calls.append(list(log))
    finally:
        for module, name, value in saved:
            setattr(module, name, value)
    log.clear()
    _LOGS.append(log)
    print(f"\n  recording: {len(proxies)} compiled patterns in {len({m for m, _, _ in saved})} "
          "engine modules swapped (and their re functions)")
    return calls


_LOGS: list[list[Call]] = []
"""The recordings' logs, emptied when each ended: a call logged later went through a
recording pattern that a memo kept (compiled while recording), so timings ran through it."""


def forget_memos() -> None:
    """Empty every memo of the engine's modules (``lru_cache`` and per-query), so no
    recording pattern compiled and memoised while recording is used afterwards."""
    from workers.engine.query_memo import QUERY_CACHE_SIZE, resize

    for module in [m for n, m in sys.modules.items() if n.startswith("workers.engine")]:
        for value in list(vars(module).values()):
            if callable(getattr(value, "cache_clear", None)):
                value.cache_clear()
    resize(QUERY_CACHE_SIZE)


def replay(calls: list[list[Call]]) -> Method:
    """The recorded calls made again (of an iterator, as many matches as were taken), without
    the code around them."""
    def run() -> None:
        for chunk in calls:
            for method, args, kwargs, taken in chunk:
                if taken is None:
                    method(*args, **kwargs)
                else:
                    for _ in islice(method(*args, **kwargs), taken[0]):
                        pass
    return run


def over(f: Callable[[Any], object], items: Sequence[Any]) -> Method:
    """``f`` applied to each item, as one timed run."""
    return lambda: [f(item) for item in items]


def one_pass(db: Any, texts: list[str]) -> Callable[[], list[int]]:
    """Each text's UTF-8 bytes scanned by a Hyperscan block database; matches per text."""
    def run() -> list[int]:
        counts = []
        for t in texts:
            hits = [0]

            def on_match(_i: int, _f: int, _t: int, _fl: int, _c: Any,
                         hits: list[int] = hits) -> None:
                hits[0] += 1
            db.scan(t.encode(), match_event_handler=on_match)
            counts.append(hits[0])
        return counts
    return run


def _extract(t: str) -> None:
    """The value extraction of ``reading._read``: scan, tolerances, every extractor."""
    from workers.engine.fields import tolerances
    from workers.engine.fields.registry import EXTRACTORS
    from workers.engine.fields.scan import scan
    from workers.engine.fields.spans import Taken

    prepared = scan(t)
    taken = Taken()
    tolerances.extract(prepared, taken)
    for extractor in EXTRACTORS:
        extractor(prepared, taken)


def measure_values(sets: dict[str, list[str]], reps: int, hs: Any) -> None:
    from workers.engine.reading import CACHE_SIZE, read_text, resize_cache

    resize_cache(0)  # every reading is cold; word-level memos stay warm, as in a stream
    for texts in sets.values():
        for t in texts:  # warm-up: word memos, regex caches
            read_text(t)
    try:
        for set_name, texts in sets.items():
            values_of(set_name, texts, reps, hs)
    finally:
        resize_cache(CACHE_SIZE)


def values_of(set_name: str, texts: list[str], reps: int, hs: Any) -> None:
    from workers.engine.fields.scan import scan
    from workers.engine.reading import read_text

    patterns = scanned_patterns()
    pairs = [(t, scan(t).lower) for t in texts]
    whole_calls = recorded([partial(read_text, t) for t in texts])
    value_calls = recorded([partial(_extract, t) for t in texts])
    starts = [(s, low) for _, _, s, low in patterns]
    read = "read_text, cold (the engine's per-chunk reading)"
    runs: dict[str, Method] = {
        read: over(read_text, texts),
        "  scan() alone (lower-case twin, word set, digit)": over(scan, texts),
        "  scan + tolerances + EXTRACTORS (value extraction)": over(_extract, texts),
        "  re: every regex call of read_text, replayed": replay(whole_calls),
        "  re: the value extraction's regex calls, replayed": replay(value_calls),
        "  re: the 13 start patterns, ungated, each finditer": over(
            lambda pair: [list(s.finditer(pair[1] if low else pair[0])) for s, low in starts],
            pairs),
    }
    notes: dict[str, str] = {
        "  re: every regex call of read_text, replayed":
            f"{statistics.fmean(map(len, whole_calls)):.0f} calls/chunk",
        "  re: the value extraction's regex calls, replayed":
            f"{statistics.fmean(map(len, value_calls)):.0f} calls/chunk",
    }
    if hs is not None:
        every, single, as_is = hyperscan_values(hs, patterns)
        runs["  hyperscan: their supersets, one pass, every match"] = one_pass(every, texts)
        runs["  hyperscan: their supersets, one pass, SINGLEMATCH (gate)"] = (
            one_pass(single, texts))
        matches = one_pass(every, texts)()
        notes["  hyperscan: their supersets, one pass, every match"] = (
            f"{statistics.fmean(matches):.1f} matches/chunk")
        missed = [
            name for t, lo in pairs for i, (name, _, s, low) in enumerate(patterns)
            if s.search(lo if low else t) and not _fires(single, t, i)
        ]
        print(f"\n  hyperscan compiles as is: {as_is}; a superset misses a chunk where re "
              f"finds a start: {len(missed)} times of {len(pairs) * len(patterns)} "
              f"({', '.join(sorted(set(missed))) or 'none'})")
    figures = timed(runs, len(texts), reps)
    shares(f"2. values: {len(texts)} {set_name} chunks, {len(patterns)} chunk-wide patterns",
           figures, read, notes, of="read_text", no_hyperscan=hs is None)


# --- 3. the whole engine -----------------------------------------------------------------

NOW = "2026-11-29T10:00:00.000Z"


def measure_engine(reps: int, events: int, hs: Any) -> None:
    """``resolve`` cold per chunk against its reading and their regex calls: each repetition
    resolves a fresh set of generated events first (every chunk new; the reading memo at its
    default size), then the other methods run on its chunks in rotating order. The regex
    calls replayed are those of one other fresh set, recorded once."""
    from schemas import RetrievalEvent
    from workers.engine import resolve
    from workers.engine.reading import CACHE_SIZE, read_text, resize_cache
    from workers.policy_file import load_policy

    policy = load_policy(str(ROOT / "deploy" / "policy.toml"))

    def fresh(seed: int) -> list[RetrievalEvent]:
        source = EventSource(seed=seed, chunks=10, reuse=0.0)
        return [RetrievalEvent.model_validate(e) for e in source.events(events)]

    sample = fresh(98)
    sample_texts = [c.text for e in sample for c in e.chunks]
    engine_calls = recorded([partial(resolve, e, policy, NOW) for e in sample])
    resize_cache(0)
    read_calls = recorded([partial(read_text, t) for t in sample_texts])
    value_calls = recorded([partial(_extract, t) for t in sample_texts])
    forget_memos()
    resize_cache(CACHE_SIZE)
    for event in fresh(99):  # warm-up: word memos, the policy's patterns
        resolve(event, policy, NOW)
    databases: list[tuple[str, Any]] = []
    if hs is not None:
        every, single, _ = hyperscan_values(hs, scanned_patterns())
        databases = [("every match", every), ("SINGLEMATCH (gate)", single)]
    spent: dict[str, list[float]] = {}

    def clock(name: str, run: Method, count: int) -> None:
        gc.collect()
        start = time.thread_time()
        run()
        spent.setdefault(name, []).append((time.thread_time() - start) / count * 1e6)

    chunks = len(sample_texts)
    engine = "resolve, cold, per chunk (events of 10 chunks)"
    for rep in range(reps):
        batch = fresh(100 + rep)
        texts = [c.text for e in batch for c in e.chunks]
        resize_cache(CACHE_SIZE)
        clock(engine, over(partial(resolve, policy=policy, received_at=NOW), batch), len(texts))
        resize_cache(0)
        others: list[tuple[str, Method, int]] = [
            ("  read_text, cold", over(read_text, texts), len(texts)),
            ("  scan + tolerances + EXTRACTORS", over(_extract, texts), len(texts)),
            ("  re: every regex call of resolve, replayed", replay(engine_calls), chunks),
            ("  re: every regex call of read_text, replayed", replay(read_calls), chunks),
            ("  re: the value extraction's regex calls, replayed", replay(value_calls),
             chunks),
            *((f"  hyperscan: start supersets, one pass, {kind}", one_pass(db, texts),
               len(texts)) for kind, db in databases),
        ]
        turn = rep % len(others)
        for name, run, count in others[turn:] + others[:turn]:
            clock(name, run, count)
    resize_cache(CACHE_SIZE)
    figures = {n: statistics.median(v) for n, v in spent.items()}
    calls = {"  re: every regex call of resolve, replayed": engine_calls,
             "  re: every regex call of read_text, replayed": read_calls,
             "  re: the value extraction's regex calls, replayed": value_calls}
    notes = {n: f"{sum(map(len, c)) / chunks:.0f} calls/chunk" for n, c in calls.items()}
    shares(f"3. the engine: {reps} fresh sets of {events} events ({events * 10} chunks) each",
           figures, engine, notes, of="resolve", no_hyperscan=hs is None)


def _fires(db: Any, text: str, index: int) -> bool:
    hits: list[int] = []
    db.scan(text.encode(), match_event_handler=lambda i, _f, _t, _fl, _c: hits.append(i))
    return index in hits


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--generated", type=int, default=3000, help="generated chunks")
    parser.add_argument("--reps", type=int, default=7)
    parser.add_argument("--events", type=int, default=150, help="events per set in part 3")
    parser.add_argument("--only", choices=("cues", "values", "engine"), help="one part only")
    args = parser.parse_args()
    aho = optional("ahocorasick")
    hs = optional("hyperscan")
    print(describe())
    print(f"pyahocorasick: {'installed' if aho else 'not installed'}; "
          f"hyperscan: {'installed' if hs else 'not installed'}")
    sets = chunk_sets(args.generated)
    if args.only in (None, "cues"):
        measure_cues(sets, args.reps, aho, hs)
    if args.only in (None, "values"):
        measure_values(sets, args.reps, hs)
    if args.only in (None, "engine"):
        measure_engine(args.reps, args.events, hs)


if __name__ == "__main__":
    main()
