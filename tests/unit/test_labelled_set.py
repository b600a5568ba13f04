"""The labelled adversarial set: its size and coverage, its validity, and the engine's score.

The set is ``tests/data/labelled.jsonl`` (one RetrievalEvent per line, with an ``expect``
label); the scorer is ``workers/governance/`` (``resolver eval``), which prints the same
figures with every mismatch.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import orjson
import pytest

from schemas import RetrievalEvent
from workers.engine import Policy, resolve
from workers.governance.labels import coverage, label_problems
from workers.governance.scoring import EventResult, results_from_records, score

DATA = Path(__file__).resolve().parents[1] / "data" / "labelled.jsonl"
RECEIVED_AT = "2026-11-29T10:00:00.000Z"
BAR = 0.9


def _lines() -> list[bytes]:
    return [line for line in DATA.read_bytes().splitlines() if line.strip()]


@pytest.fixture(scope="module")
def events() -> list[dict[str, Any]]:
    return [orjson.loads(line) for line in _lines()]


@pytest.fixture(scope="module")
def cov(events: list[dict[str, Any]]) -> dict[str, int]:
    return coverage(events)


# ------------------------------------------------------------------------- the set itself


def test_the_set_has_at_least_60_events_with_unique_ids(events: list[dict[str, Any]]) -> None:
    assert len(events) >= 60
    ids = [e["event_id"] for e in events]
    assert len(set(ids)) == len(ids)


@pytest.mark.parametrize("line", _lines(), ids=lambda b: orjson.loads(b)["event_id"])
def test_every_line_is_a_valid_retrieval_event_with_a_consistent_label(line: bytes) -> None:
    raw = orjson.loads(line)
    event = RetrievalEvent.model_validate_json(line)
    assert event.emitted_at is not None
    assert event.model_extra is not None and "expect" in event.model_extra
    assert label_problems(raw) == []


def test_no_conflict_events(cov: dict[str, int]) -> None:
    assert cov.get("no_conflict", 0) >= 8
    assert cov.get("no_conflict:normalisation", 0) >= 1  # agreeing after normalisation
    assert cov.get("no_conflict:scope", 0) >= 1  # scope split
    assert cov.get("no_conflict:dated_undated", 0) >= 1  # dated vs undated agreeing


@pytest.mark.parametrize(
    "strategy",
    ["authoritative_source", "newest_version", "rule_chain", "surface_both", "escalate"],
)
def test_every_strategy_is_labelled_at_least_three_times(
    cov: dict[str, int], strategy: str
) -> None:
    assert cov.get(f"strategy:{strategy}", 0) >= 3


def test_newest_version_not_applicable_fallback_is_covered(cov: dict[str, int]) -> None:
    assert cov.get("strategy:newest_version:not_applicable", 0) >= 1


@pytest.mark.parametrize(
    "rule",
    ["authoritative_source", "supersession", "effective_date", "specificity", "majority",
     "escalate"],
)
def test_every_rule_is_labelled_at_least_three_times(cov: dict[str, int], rule: str) -> None:
    assert cov.get(f"rule:{rule}", 0) >= 3


@pytest.mark.parametrize(
    "field_type", ["quantity", "money", "date", "date_basis", "identifier", "clause"]
)
def test_every_field_type_is_labelled_at_least_four_times(
    cov: dict[str, int], field_type: str
) -> None:
    assert cov.get(f"field:{field_type}", 0) >= 4


@pytest.mark.parametrize(
    ("kind", "minimum"),
    [("injection", 5), ("distractor", 5), ("as_of", 4), ("multi_step", 3)],
)
def test_adversarial_event_kinds(cov: dict[str, int], kind: str, minimum: int) -> None:
    assert cov.get(f"events:{kind}", 0) >= minimum


# ------------------------------------------------------------------------- the engine's score


def test_engine_detection_and_rule_attribution_reach_the_bar(
    events: list[dict[str, Any]], policy: Policy
) -> None:
    contexts, conflicts = [], []
    for line in _lines():
        resolution = resolve(RetrievalEvent.model_validate_json(line), policy, RECEIVED_AT)
        contexts.append(resolution.context.model_dump(mode="json"))
        conflicts.extend(r.model_dump(mode="json") for r in resolution.conflicts)
    report = score(events, results_from_records(contexts, conflicts))
    figures = "\n".join(report.summary_lines() + report.mismatch_lines())
    assert report.detection_precision >= BAR, figures
    assert report.detection_recall >= BAR, figures
    assert report.attribution_accuracy >= BAR, figures


# ------------------------------------------------------------------------- the scorer itself


def _exp(chunks: list[str], fields: list[str], winner: str | None = "a",
         rules: tuple[str, ...] = ("authoritative_source",)) -> dict[str, Any]:
    return {"chunks": chunks, "fields": fields, "strategy": "rule_chain",
            "rule_applied": list(rules), "winner": winner,
            "status": "auto_resolved" if winner else "escalated"}


def _pred(chunks: list[str], fields: list[str], winner: str | None = "a",
          rules: tuple[str, ...] = ("authoritative_source",)) -> dict[str, Any]:
    return {"event_id": "e", "entity_key": "k", "chunks": [{"chunk_id": c} for c in chunks],
            "detected_fields": fields, "strategy": "rule_chain", "rule_applied": list(rules),
            "winner": winner, "status": "auto_resolved" if winner else "escalated"}


def _event(conflicts: list[dict[str, Any]], status: str = "resolved") -> dict[str, Any]:
    return {"event_id": "e", "expect": {"conflicts": conflicts, "status": status, "note": ""}}


def test_score_matches_conflicts_by_equal_chunk_sets_only() -> None:
    events = [_event([_exp(["a", "b"], ["quantity"]), _exp(["c", "d"], ["money"])])]
    results = {"e": EventResult("resolved", (_pred(["b", "a"], ["quantity"]),
                                             _pred(["c", "d", "x"], ["money"])))}
    report = score(events, results)
    assert (report.matched_conflicts, report.expected_conflicts,
            report.predicted_conflicts) == (1, 2, 2)
    assert report.detection_precision == 0.5
    assert report.detection_recall == 0.5
    problems = report.mismatches[0].problems
    assert any(p.startswith("missed conflict {c, d}") for p in problems)
    assert any(p.startswith("unexpected conflict {c, d, x}") for p in problems)


def test_score_counts_fields_over_conflict_field_pairs() -> None:
    events = [_event([_exp(["a", "b"], ["quantity", "date_basis"])])]
    results = {"e": EventResult("resolved", (_pred(["a", "b"], ["quantity", "clause"]),))}
    report = score(events, results)
    assert (report.matched_fields, report.expected_fields, report.predicted_fields) == (1, 2, 2)
    assert report.field_precision == 0.5
    assert report.field_recall == 0.5
    assert report.detection_precision == report.detection_recall == 1.0


def test_attribution_needs_strategy_rules_winner_and_status_all_equal() -> None:
    events = [_event([_exp(["a", "b"], ["quantity"]), _exp(["c", "d"], ["quantity"])])]
    results = {"e": EventResult("resolved", (
        _pred(["a", "b"], ["quantity"]),
        _pred(["c", "d"], ["quantity"], winner="d"),
    ))}
    report = score(events, results)
    assert report.attribution_correct == 1
    assert report.attribution_accuracy == 0.5
    assert report.attribution_parts == {"strategy": 2, "rule_applied": 2, "winner": 1,
                                        "status": 2}


def test_rule_order_matters_and_a_missing_event_produces_nothing() -> None:
    rules = ("authoritative_source", "effective_date")
    events = [_event([_exp(["a", "b", "c"], ["quantity"], rules=rules)]),
              {"event_id": "gone", "expect": {"conflicts": [], "status": "clean"}}]
    results = {"e": EventResult("resolved", (
        _pred(["a", "b", "c"], ["quantity"], rules=tuple(reversed(rules))),))}
    report = score(events, results)
    assert report.attribution_accuracy == 0.0
    assert report.status_correct == 1
    assert [m.event_id for m in report.mismatches] == ["e", "gone"]


def test_empty_sets_score_as_perfect_and_clean_events_need_clean_status() -> None:
    report = score([_event([], status="clean")], {"e": EventResult("clean", ())})
    assert report.detection_precision == report.detection_recall == 1.0
    assert report.attribution_accuracy == 1.0
    assert report.mismatches == ()


def test_label_problems_catch_inconsistent_labels() -> None:
    event = {"event_id": "e", "chunks": [{"chunk_id": "a"}, {"chunk_id": "b"}],
             "expect": {"conflicts": [_exp(["a", "z"], ["quantity"], winner="z")],
                        "status": "clean"}}
    problems = label_problems(event)
    assert any("not in the event" in p for p in problems)
    assert any("should be 'resolved'" in p for p in problems)


def test_results_from_records_groups_conflicts_by_event() -> None:
    contexts = [{"event_id": "e", "status": "resolved"}, {"event_id": "f", "status": "clean"}]
    results = results_from_records(contexts, [_pred(["a", "b"], ["quantity"])])
    assert results["e"].status == "resolved" and len(results["e"].conflicts) == 1
    assert results["f"].conflicts == ()


def test_of_two_records_over_the_same_chunks_the_labelled_one_is_matched() -> None:
    events = [_event([_exp(["a", "b"], ["date"], winner="b", rules=("effective_date",))])]
    heading = _pred(["a", "b"], ["date"], winner="a")
    real = _pred(["a", "b"], ["date"], winner="b", rules=("effective_date",))
    report = score(events, {"e": EventResult("resolved", (heading, real))})
    assert report.attribution_accuracy == 1.0
    assert report.detection_precision == 0.5
