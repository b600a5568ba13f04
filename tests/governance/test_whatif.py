"""``resolver whatif``: a one-line policy change reports exactly the conflicts it affects."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import orjson
import pytest

from workers.cli import main

ROOT = Path(__file__).resolve().parents[2]
POLICY = ROOT / "deploy" / "policy.toml"
SAMPLES = ROOT / "deploy" / "samples" / "events.jsonl"
SETS = sorted((ROOT / "tests" / "data").glob("*.jsonl"))
# Classes whose own [strategy] entry outranks runbook's (authority order of the policy).
ABOVE_RUNBOOK = {"security_standard", "access_control", "hr_handbook", "api_reference"}


def _event(event_id: str, query: str, *chunks: tuple[str, str, str]) -> dict[str, Any]:
    return {"event_id": event_id, "query": query, "emitted_at": "2026-11-29T10:00:00Z",
            "chunks": [{"chunk_id": c, "doc_id": f"doc-{c}", "doc_class": k, "text": t,
                        "source_tier": "primary"} for c, k, t in chunks]}


HAND_MADE = [
    _event("rb-wiki", "How long do we have to roll back a deploy?",
           ("rb", "runbook", "Roll back a failed deploy within 15 minutes."),
           ("wk", "team_wiki", "Roll back a failed deploy within 30 minutes.")),
    _event("rb-sec", "How often must signing keys be rotated?",
           ("rb", "runbook", "Signing keys are rotated every 90 days."),
           ("sec", "security_standard", "Signing keys must be rotated every 30 days.")),
    _event("pol-mail", "What is the return window?",
           ("pol", "policy", "Returns accepted within 30 days of delivery."),
           ("mail", "support_email", "Returns accepted within 14 days of delivery.")),
]


@pytest.fixture
def proposed(tmp_path: Path) -> Path:
    text = POLICY.read_text()
    changed = text.replace('runbook = "newest_version"', 'runbook = "escalate"')
    assert changed.count("\n") == text.count("\n") and changed != text  # one line changed
    path = tmp_path / "proposed.toml"
    path.write_text(changed)
    return path


def _whatif(events: Path, proposed: Path, tmp_path: Path) -> dict[str, Any]:
    out = tmp_path / "whatif.json"
    assert main(["whatif", str(events), "--policy", str(POLICY), "--proposed", str(proposed),
                 "--json", str(out)]) == 0
    report: dict[str, Any] = orjson.loads(out.read_bytes())
    return report


def test_runbook_to_escalate_changes_exactly_the_runbook_conflicts(
    proposed: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    events = tmp_path / "events.jsonl"
    events.write_bytes(SAMPLES.read_bytes() + b"".join(orjson.dumps(e) + b"\n"
                                                       for e in HAND_MADE))
    report = _whatif(events, proposed, tmp_path)
    assert report["conflicts_before"] == report["conflicts_after"] == 8 + 3
    changed = {(c["event_id"], c["kind"]) for c in report["changes"]}
    assert changed == {("ev-demo-09", "changed"), ("rb-wiki", "changed")}
    by_event = {c["event_id"]: c for c in report["changes"]}
    assert by_event["ev-demo-09"]["before"]["rule_applied"] == ["newest_version"]
    assert by_event["ev-demo-09"]["after"] == {
        "strategy": "escalate", "rule_applied": ["escalate"], "winner": None,
        "status": "escalated", "owner": by_event["ev-demo-09"]["before"]["owner"]}
    assert by_event["rb-wiki"]["differs"] == ["strategy", "rule_applied", "status"]
    assert report["counts"]["doc_class"] == {"runbook": 2, "team_wiki": 1}
    assert report["counts"]["field_type"] == {"quantity": 2}
    assert report["counts"]["transition"] == {"strategy: newest_version -> escalate": 2}
    assert len(report["skipped_lines"]) == 1  # the samples' malformed line
    markdown = capsys.readouterr().out
    assert "**2 conflicts change**" in markdown and "rb-wiki" in markdown
    assert "rb-sec" not in markdown and "pol-mail" not in markdown


@pytest.mark.parametrize("path", SETS, ids=lambda p: p.stem)
def test_on_the_labelled_sets_changes_are_the_conflicts_runbook_governs(
    path: Path, proposed: Path, tmp_path: Path
) -> None:
    report = _whatif(path, proposed, tmp_path)
    out = tmp_path / "out"
    assert main(["resolve", str(path), "--policy", str(POLICY), "--out", str(out)]) == 0
    records = [orjson.loads(line) for line in (out / "conflicts.jsonl").read_bytes().split(b"\n")
               if line]
    governed = {r["conflict_id"] for r in records
                if {c["doc_class"] for c in r["chunks"]} & {"runbook"}
                and not {c["doc_class"] for c in r["chunks"]} & ABOVE_RUNBOOK}
    assert {c["conflict_id"] for c in report["changes"]} == governed
    assert all(c["before"]["strategy"] == "newest_version" for c in report["changes"])


def test_the_same_policy_changes_nothing(tmp_path: Path,
                                         capsys: pytest.CaptureFixture[str]) -> None:
    args = ["whatif", str(SAMPLES), "--policy", str(POLICY), "--proposed", str(POLICY),
            "--fail-on-change"]
    assert main(args) == 0
    assert "No conflict and no event changes" in capsys.readouterr().out


def test_fail_on_change_exits_1(proposed: Path) -> None:
    assert main(["whatif", str(SAMPLES), "--policy", str(POLICY), "--proposed",
                 str(proposed), "--fail-on-change"]) == 1


def test_an_invalid_proposed_policy_is_named_and_exits_2(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    bad = tmp_path / "bad.toml"
    bad.write_text(POLICY.read_text().replace('runbook = "newest_version"',
                                              'runbook = "latest"'))
    assert main(["whatif", str(SAMPLES), "--policy", str(POLICY), "--proposed",
                 str(bad)]) == 2
    err = capsys.readouterr().err
    assert "proposed policy" in err and "strategy.runbook" in err and "latest" in err


def test_an_archive_is_refused_rather_than_replayed_from_partial_records(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "out"
    assert main(["resolve", str(SAMPLES), "--policy", str(POLICY), "--out", str(out)]) == 0
    assert main(["whatif", str(out / "conflicts.jsonl"), "--proposed", str(POLICY),
                 "--policy", str(POLICY)]) == 2
    assert "holds conflict records, not events" in capsys.readouterr().err
