"""The held-out and blind sets: valid events with internally consistent labels (no score bar).

``tests/data/holdout*.jsonl`` (enterprise events) and ``tests/data/snippets*.jsonl`` (web-search
snippets, all one document class, so the coverage test below does not apply to them) were each
written without looking at the engine, in the format of ``tests/data/labelled.jsonl``, to
measure how the engine generalises (each one after the engine had been tuned on the sets before
it); ``tests/data/README-blind.md`` says who wrote each and how it was scored. Their figures
are printed by ``resolver eval tests/data/<set>.jsonl``; the floors that keep them from falling
are in ``tests/governance/test_eval_command.py``, so nothing here runs the engine.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import orjson
import pytest

from schemas import RetrievalEvent
from workers.governance.labels import FIELD_TYPES, STRATEGIES, coverage, label_problems

DATA_DIR = Path(__file__).resolve().parents[1] / "data"
LABELLED = DATA_DIR / "labelled.jsonl"


def _number(path: Path) -> int:
    """The set's number (``holdout`` and ``snippets`` without one are the first, 1)."""
    digits = "".join(c for c in path.stem if c.isdigit())
    return int(digits) if digits else 1


HOLDOUTS = tuple(sorted(DATA_DIR.glob("holdout*.jsonl"), key=_number))
SNIPPET_SETS = tuple(sorted(DATA_DIR.glob("snippets*.jsonl"), key=_number))
BLIND_SETS = (*HOLDOUTS, *SNIPPET_SETS)
ALL_SETS = (LABELLED, *BLIND_SETS)


def _lines(path: Path) -> list[bytes]:
    return [line for line in path.read_bytes().splitlines() if line.strip()]


def _events(path: Path) -> list[dict[str, Any]]:
    return [orjson.loads(line) for line in _lines(path)]


holdout_sets = pytest.mark.parametrize("path", HOLDOUTS, ids=lambda p: p.stem)
blind_sets = pytest.mark.parametrize("path", BLIND_SETS, ids=lambda p: p.stem)


@blind_sets
def test_the_set_has_at_least_40_events_with_unique_ids(path: Path) -> None:
    events = _events(path)
    assert len(events) >= 40
    ids = [e["event_id"] for e in events]
    assert len(set(ids)) == len(ids)


@pytest.mark.parametrize(
    "line",
    [line for path in BLIND_SETS for line in _lines(path)],
    ids=lambda b: orjson.loads(b)["event_id"],
)
def test_every_line_is_a_valid_retrieval_event_with_a_consistent_label(line: bytes) -> None:
    raw = orjson.loads(line)
    event = RetrievalEvent.model_validate(raw)
    assert event.emitted_at is not None
    assert event.model_extra is not None and "expect" in event.model_extra
    assert label_problems(raw) == []


@blind_sets
def test_the_set_is_new_not_a_copy_of_any_other_set(path: Path) -> None:
    events = _events(path)
    ids = {e["event_id"] for e in events}
    texts = {c["text"] for e in events for c in e["chunks"]}
    for other in ALL_SETS:
        if other == path:
            continue
        seen = _events(other)
        assert not ids & {e["event_id"] for e in seen}, other.name
        assert not texts & {c["text"] for e in seen for c in e["chunks"]}, other.name


@holdout_sets
def test_the_set_mixes_clean_events_and_covers_every_field_type_and_strategy(
    path: Path,
) -> None:
    cov = coverage(_events(path))
    assert cov.get("no_conflict", 0) >= 10
    assert cov.get("conflicts", 0) >= 25
    for field_type in FIELD_TYPES:
        assert cov.get(f"field:{field_type}", 0) >= 1, field_type
    for strategy in STRATEGIES:
        assert cov.get(f"strategy:{strategy}", 0) >= 1, strategy
