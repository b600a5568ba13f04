"""The held-out set: valid events with internally consistent labels (no score bar).

``tests/data/holdout.jsonl`` was written without looking at the engine, in the format of
``tests/data/labelled.jsonl``, to measure how the engine generalises. Its figures are printed
by ``bench/score_labelled.py --data tests/data/holdout.jsonl``; they are a measurement, not a
gate, so nothing here runs the engine.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import orjson
import pytest

from schemas import RetrievalEvent
from tests.eval.labelled_score import FIELD_TYPES, STRATEGIES, coverage, label_problems

DATA = Path(__file__).resolve().parents[1] / "data" / "holdout.jsonl"
LABELLED = Path(__file__).resolve().parents[1] / "data" / "labelled.jsonl"


def _lines(path: Path = DATA) -> list[bytes]:
    return [line for line in path.read_bytes().splitlines() if line.strip()]


@pytest.fixture(scope="module")
def events() -> list[dict[str, Any]]:
    return [orjson.loads(line) for line in _lines()]


def test_the_set_has_at_least_40_events_with_unique_ids(events: list[dict[str, Any]]) -> None:
    assert len(events) >= 40
    ids = [e["event_id"] for e in events]
    assert len(set(ids)) == len(ids)


@pytest.mark.parametrize("line", _lines(), ids=lambda b: orjson.loads(b)["event_id"])
def test_every_line_is_a_valid_retrieval_event_with_a_consistent_label(line: bytes) -> None:
    raw = orjson.loads(line)
    event = RetrievalEvent.model_validate(raw)
    assert event.emitted_at is not None
    assert event.model_extra is not None and "expect" in event.model_extra
    assert label_problems(raw) == []


def test_the_set_is_new_not_a_copy_of_the_labelled_set(events: list[dict[str, Any]]) -> None:
    labelled = [orjson.loads(line) for line in _lines(LABELLED)]
    seen_ids = {e["event_id"] for e in labelled}
    seen_texts = {c["text"] for e in labelled for c in e["chunks"]}
    assert not seen_ids & {e["event_id"] for e in events}
    assert not seen_texts & {c["text"] for e in events for c in e["chunks"]}


def test_the_set_mixes_clean_events_and_covers_every_field_type_and_strategy(
    events: list[dict[str, Any]],
) -> None:
    cov = coverage(events)
    assert cov.get("no_conflict", 0) >= 10
    assert cov.get("conflicts", 0) >= 25
    for field_type in FIELD_TYPES:
        assert cov.get(f"field:{field_type}", 0) >= 1, field_type
    for strategy in STRATEGIES:
        assert cov.get(f"strategy:{strategy}", 0) >= 1, strategy
