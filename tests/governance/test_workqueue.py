"""``resolver workqueue`` over an archive with repeats, reviewed records and several owners."""

from __future__ import annotations

import csv
import io
from pathlib import Path
from typing import Any

import orjson
import pytest

from schemas.records import ConflictRecord
from tests.governance.builders import archived
from workers.cli import main
from workers.governance.workqueue import build_queue

NOW = "2026-11-30T10:00:00Z"
SEC = [("sec-std", "security_standard", "primary"), ("onboarding", "policy", "primary")]
FEE = [("fee-sheet", "price_sheet", "primary"), ("fee-wiki", "team_wiki", "primary")]
RETURNS = [("returns-policy", "policy", "primary"), ("support-mail", "support_email",
                                                      "secondary")]
PRICES = [("price-2024", "price_sheet", "primary"), ("price-2025", "price_sheet", "primary")]
RUNBOOKS = [("runbook-v1", "runbook", "primary"), ("runbook-v2", "runbook", "primary")]


def _archive() -> list[ConflictRecord]:
    """Versions in the order a compacted topic would hold them before cleaning."""
    return [
        # security-office: the same access conflict escalated in three events; one reviewed
        archived("sec-1", "access", SEC, owner="security-office",
                 created_at="2026-11-01T10:00:00Z"),
        archived("sec-2", "access", SEC, owner="security-office",
                 created_at="2026-11-10T10:00:00Z"),
        archived("sec-3", "access", SEC, owner="security-office",
                 created_at="2026-11-20T10:00:00Z"),
        archived("sec-3", "access", SEC, owner="security-office", status="reviewed",
                 created_at="2026-11-20T10:00:00Z", decided_at="2026-11-21T10:00:00Z",
                 decision="accept_neither"),
        # payments-team: escalated twice
        archived("fee-1", "fee", FEE, owner="payments-team", created_at="2026-11-25T10:00:00Z"),
        archived("fee-2", "fee", FEE, owner="payments-team", created_at="2026-11-26T10:00:00Z"),
        # kb-owners: a secondary source that keeps contradicting the primary
        *(archived(f"ret-{n}", "return-window", RETURNS, status="auto_resolved",
                   winner="returns-policy", rules=("authoritative_source",),
                   created_at=f"2026-11-0{n}T10:00:00Z") for n in (2, 3, 4)),
        # kb-owners: a date decides between two price sheets
        archived("price-1", "price", PRICES, status="auto_resolved", winner="price-2025",
                 rules=("effective_date",), created_at="2026-11-05T10:00:00Z"),
        # kb-owners: a superseded runbook that keeps being retrieved
        *(archived(f"rb-{n}", "monitoring", RUNBOOKS, status="auto_resolved",
                   winner="runbook-v2", rules=("supersession",),
                   created_at=f"2026-11-1{n}T10:00:00Z") for n in (1, 2)),
        # kb-owners: a reviewer asked for a fresher source
        archived("lim-1", "limit", [("api-ref", "api_reference", "primary"),
                                    ("api-wiki", "team_wiki", "secondary")],
                 status="reviewed", created_at="2026-11-06T10:00:00Z",
                 decided_at="2026-11-08T10:00:00Z", decision="request_fresher_source"),
        # kb-owners: one generic key over two unrelated pairs of documents
        archived("top-1", "topic", [("wiki-a", "team_wiki", "secondary"),
                                    ("wiki-b", "team_wiki", "secondary")],
                 status="surfaced", rules=("surface_both",), created_at="2026-11-07T10:00:00Z"),
        archived("top-2", "topic", [("notes-c", "meeting_notes", "tertiary"),
                                    ("notes-d", "meeting_notes", "tertiary")],
                 status="surfaced", rules=("surface_both",), created_at="2026-11-08T10:00:00Z"),
    ]


@pytest.fixture
def archive_file(tmp_path: Path) -> Path:
    path = tmp_path / "archive.jsonl"
    lines = [r.model_dump_json().encode() for r in _archive()]
    lines.insert(3, b'{"not": "a conflict record"}')
    path.write_bytes(b"\n".join(lines) + b"\n")
    return path


def _queue(archive_file: Path, tmp_path: Path, *extra: str) -> dict[str, Any]:
    out = tmp_path / "queue"
    assert main(["workqueue", str(archive_file), "--now", NOW, "--out", str(out),
                 *extra]) == 0
    queue: dict[str, Any] = orjson.loads((out / "queue.json").read_bytes())
    return queue


def test_repeat_escalations_come_first_with_counts_age_and_documents(
    archive_file: Path, tmp_path: Path
) -> None:
    groups = _queue(archive_file, tmp_path)["groups"]
    assert [(g["owner"], g["entity_key"]) for g in groups[:2]] == [
        ("security-office", "access"), ("payments-team", "fee")]
    assert [g["repeat_escalation"] for g in groups] == [True, True] + [False] * 6
    access = groups[0]
    assert {k: access[k] for k in ("conflicts", "events", "escalations", "open", "reviewed")} \
        == {"conflicts": 3, "events": 3, "escalations": 3, "open": 2, "reviewed": 1}
    assert access["statuses"] == {"escalated": 2, "reviewed": 1}
    assert access["age_days"] == 29.0
    assert (access["first_seen"], access["last_seen"]) == ("2026-11-01T10:00:00Z",
                                                           "2026-11-20T10:00:00Z")
    assert [d["doc_id"] for d in access["documents"]] == ["onboarding", "sec-std"]
    assert access["suggested_action"] == "refresh or fix the primary"
    assert access["action_target"] == "sec-std"  # the security standard outranks a policy


def test_each_suggested_action(archive_file: Path, tmp_path: Path) -> None:
    groups = {(g["entity_key"], tuple(d["doc_id"] for d in g["documents"])): g
              for g in _queue(archive_file, tmp_path)["groups"]}
    actions = {key[0]: (g["suggested_action"], g["action_target"])
               for key, g in groups.items() if key[0] != "topic"}
    assert actions == {
        "access": ("refresh or fix the primary", "sec-std"),
        "fee": ("refresh or fix the primary", "fee-sheet"),
        "return-window": ("demote a secondary source", "support-mail"),
        "price": ("add a supersession link", "price-2025"),
        "monitoring": ("retire a stale document", "runbook-v1"),
        "limit": ("refresh or fix the primary", "api-ref"),
    }
    returns = groups[("return-window", ("returns-policy", "support-mail"))]
    wins = {d["doc_id"]: (d["wins"], d["losses"]) for d in returns["documents"]}
    assert wins == {"returns-policy": (3, 0), "support-mail": (0, 3)}
    assert "asked for a fresher source" in groups[("limit", ("api-ref", "api-wiki"))][
        "action_reason"]


def test_a_generic_key_over_unrelated_documents_is_two_groups(
    archive_file: Path, tmp_path: Path
) -> None:
    topics = [g for g in _queue(archive_file, tmp_path)["groups"] if g["entity_key"] == "topic"]
    assert sorted(tuple(d["doc_id"] for d in g["documents"]) for g in topics) == [
        ("notes-c", "notes-d"), ("wiki-a", "wiki-b")]


def test_owners_totals_and_filter(archive_file: Path, tmp_path: Path) -> None:
    queue = _queue(archive_file, tmp_path)
    assert queue["owners"] == {
        "kb-owners": {"groups": 6, "conflicts": 9, "escalations": 1, "open": 2, "reviewed": 1},
        "payments-team": {"groups": 1, "conflicts": 2, "escalations": 2, "open": 2,
                          "reviewed": 0},
        "security-office": {"groups": 1, "conflicts": 3, "escalations": 3, "open": 2,
                            "reviewed": 1},
    }
    only = _queue(archive_file, tmp_path, "--owner", "payments-team")
    assert [g["owner"] for g in only["groups"]] == ["payments-team"]


def test_markdown_csv_and_json_list_the_same_groups_in_the_same_order(
    archive_file: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    queue = _queue(archive_file, tmp_path)
    out = tmp_path / "queue"
    rows = list(csv.DictReader(io.StringIO((out / "queue.csv").read_text())))
    assert [(r["owner"], r["entity_key"], r["suggested_action"]) for r in rows] == [
        (g["owner"], g["entity_key"], g["suggested_action"]) for g in queue["groups"]]
    assert rows[0]["documents"] == ("onboarding (policy, primary); "
                                    "sec-std (security_standard, primary)")
    markdown = (out / "queue.md").read_text()
    positions = [markdown.index(f"## {g['rank']}. `{g['entity_key']}`") for g in queue["groups"]]
    assert positions == sorted(positions)
    assert markdown.count("**repeat escalation**") == 2
    err = capsys.readouterr().err
    assert "skipped" in err and ":4:" in err  # the line that is not a record, by number
    assert "8 groups from 14 conflicts (15 records read)" in err


def test_build_queue_is_pure_over_records() -> None:
    groups = build_queue(r for r in _archive() if r.owner == "payments-team")
    assert len(groups) == 1 and groups[0].conflicts == 2 and groups[0].repeat_escalation


def test_unreadable_archive_and_bad_now_exit_2(tmp_path: Path) -> None:
    assert main(["workqueue", str(tmp_path / "missing.jsonl")]) == 2
    empty = tmp_path / "empty.jsonl"
    empty.write_text("")
    assert main(["workqueue", str(empty), "--now", "yesterday"]) == 2
    assert main(["workqueue", str(empty), "--now", NOW]) == 0


def test_an_unreachable_broker_exits_2(monkeypatch: pytest.MonkeyPatch,
                                       capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setenv("RESOLVER_BOOTSTRAP_SERVERS", "127.0.0.1:1")
    assert main(["workqueue", "--from-topic"]) == 2
    assert "cannot reach 127.0.0.1:1" in capsys.readouterr().err
    assert main(["workqueue"]) == 2  # neither a file nor --from-topic
