"""The offline command end to end: files in, the three record files out, never a crash."""

from __future__ import annotations

import base64
import subprocess
import sys
from pathlib import Path

import orjson

from .conftest import ROOT

GOOD = (
    b'{"event_id": "ev-1", "query": "Return window for PB-441?", '
    b'"emitted_at": "2026-11-29T10:00:00Z", "chunks": ['
    b'{"chunk_id": "a", "doc_id": "returns-policy", "doc_class": "policy", '
    b'"source_tier": "primary", "text": "Returns accepted within 30 days of delivery."},'
    b'{"chunk_id": "b", "doc_id": "mail", "doc_class": "support_email", '
    b'"source_tier": "secondary", "text": "Returns accepted within 14 days of purchase."}]}'
)
BAD = [b"\xff\xfe not utf-8", b"{oops", b'{"event_id": "x"}', b'{"event_id": "y", "query": "q",'
       b' "chunks": [], "as_of": "yesterday"}']


def run_cli(*args: str, stdin: bytes | None = None) -> subprocess.CompletedProcess[bytes]:
    return subprocess.run([sys.executable, "-m", "workers.cli", *args], input=stdin,
                          capture_output=True, check=False, cwd=ROOT)


def test_resolve_file_writes_three_outputs(tmp_path: Path) -> None:
    source = tmp_path / "in.jsonl"
    source.write_bytes(b"\n".join([GOOD, *BAD, b"", GOOD]) + b"\n")
    done = run_cli("resolve", str(source), "--policy", "deploy/policy.toml",
                   "--out", str(tmp_path / "out"))
    assert done.returncode == 0, done.stderr
    assert b"resolved 2 events (2 conflicts), dead-lettered 4" in done.stderr
    generation = (tmp_path / "out" / "generation.jsonl").read_bytes().splitlines()
    conflicts = (tmp_path / "out" / "conflicts.jsonl").read_bytes().splitlines()
    dlq_lines = (tmp_path / "out" / "dlq.jsonl").read_bytes().splitlines()
    dlq = [orjson.loads(line) for line in dlq_lines]
    assert len(generation) == 2 and generation[0] == generation[1]
    assert len(conflicts) == 2 and conflicts[0] == conflicts[1]  # replay: identical record
    assert [d["error"] for d in dlq] == ["encoding", "json", "validation", "validation"]
    assert [base64.b64decode(d["payload_b64"]) for d in dlq] == BAD
    assert [d["source"]["offset"] for d in dlq] == [2, 3, 4, 5]


def test_resolve_reads_stdin(tmp_path: Path) -> None:
    done = run_cli("resolve", "-", "--out", str(tmp_path), stdin=GOOD + b"\n")
    assert done.returncode == 0, done.stderr
    record = orjson.loads((tmp_path / "conflicts.jsonl").read_bytes())
    assert record["rule_applied"] == ["authoritative_source"]
    assert record["winner"] == "a"


def test_invalid_policy_refuses_before_reading(tmp_path: Path) -> None:
    bad = tmp_path / "p.toml"
    bad.write_text('version = "x"\n[authority]\nsource_tiers = []\nclasses = ["a", "a"]\n')
    done = run_cli("resolve", "-", "--policy", str(bad), "--out", str(tmp_path), stdin=GOOD)
    assert done.returncode != 0
    assert b"authority.classes" in done.stderr
    assert not (tmp_path / "generation.jsonl").exists()


def test_progress_is_shown_only_on_a_terminal(tmp_path: Path) -> None:
    import os
    import pty

    source = tmp_path / "many.jsonl"
    source.write_bytes((GOOD + b"\n") * 2100)
    leader, follower = pty.openpty()
    try:
        done = subprocess.run(
            [sys.executable, "-m", "workers.cli", "resolve", str(source), "--out",
             str(tmp_path / "out")],
            stderr=follower, stdout=subprocess.DEVNULL, check=False, cwd=ROOT,
        )
        os.close(follower)
        shown = b""
        while True:
            try:
                chunk = os.read(leader, 4096)
            except OSError:
                break
            if not chunk:
                break
            shown += chunk
    finally:
        os.close(leader)
    assert done.returncode == 0
    assert b"2000 lines, 0 dead-lettered" in shown
    quiet = run_cli("resolve", str(source), "--out", str(tmp_path / "out2"))
    assert b" lines, " not in quiet.stderr
