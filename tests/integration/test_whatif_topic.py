"""``resolver whatif --from-topic`` on a real broker: a worker archives conflicts, then the
what-if replays exactly the events behind the archive, read back from the input topic."""

from __future__ import annotations

import asyncio
import os
import sys
from pathlib import Path
from typing import Any

import orjson
import pytest

from tests.governance.builders import archived
from tests.integration.conftest import StageFactory, WorkerFactory
from tests.integration.helpers import ROOT, event_key, sample_lines

pytestmark = pytest.mark.integration
POLICY = ROOT / "deploy" / "policy.toml"


def _event(event_id: str, *chunks: tuple[str, str, str]) -> bytes:
    return orjson.dumps({
        "event_id": event_id, "tenant": "acme", "emitted_at": "2026-11-29T10:00:00Z",
        "query": "How long do we have to roll back a deploy?",
        "chunks": [{"chunk_id": c, "doc_id": f"doc-{c}", "doc_class": k, "text": t,
                    "source_tier": "primary"} for c, k, t in chunks]})


RUNBOOK = ("rb", "runbook", "Roll back a failed deploy within 15 minutes.")
WIKI = ("wk", "team_wiki", "Roll back a failed deploy within 30 minutes.")
SECURITY = ("sec", "security_standard", "Roll back a failed deploy within 5 minutes.")
HAND_MADE = [_event("rb-wiki", RUNBOOK, WIKI), _event("rb-sec", RUNBOOK, SECURITY)]


async def _whatif(env: dict[str, str], proposed: Path, out: Path,
                  *args: str) -> tuple[int, dict[str, Any], str, str]:
    proc = await asyncio.create_subprocess_exec(
        sys.executable, "-m", "workers.cli", "whatif", "--from-topic", "--policy", str(POLICY),
        "--proposed", str(proposed), "--json", str(out), *args, cwd=ROOT,
        env=os.environ | env, stdout=asyncio.subprocess.PIPE, stderr=asyncio.subprocess.PIPE)
    stdout, stderr = await asyncio.wait_for(proc.communicate(), timeout=120)
    assert proc.returncode == 0, stderr.decode()
    return proc.returncode, orjson.loads(out.read_bytes()), stdout.decode(), stderr.decode()


async def test_runbook_to_escalate_reports_exactly_the_archived_runbook_conflicts(
    make_stage: StageFactory, start_worker: WorkerFactory, tmp_path: Path
) -> None:
    stage = await make_stage(partitions=3)
    s = stage.settings
    lines = [*sample_lines(), *HAND_MADE]
    await stage.produce(lines, keys=[event_key(line) for line in lines])
    worker = start_worker(stage)
    await worker.wait_ready()
    # 8 conflicts in the samples, one per hand-made event; then nothing more arrives.
    conflicts = await stage.read_count(s.topic_conflicts, 10, settle=1.0)
    assert await worker.stop() == 0
    behind = {orjson.loads(r.value)["event_id"] for r in conflicts}
    assert len(conflicts) == 10 and {"ev-demo-09", "rb-wiki", "rb-sec"} <= behind

    # A runbook conflict the worker never saw must not be reported; an archived conflict
    # whose event is gone from the input topic is counted as not found.
    await stage.produce([_event("rb-late", RUNBOOK, WIKI)], keys=[b"rb-late"])
    dropped = archived("gone-1", "rollback-window", [("x", "runbook", "primary")],
                       event_id="ev-dropped")
    await stage.produce([dropped.model_dump_json().encode()], keys=[b"gone-1"],
                        topic=s.topic_conflicts)
    proposed = tmp_path / "proposed.toml"
    text = POLICY.read_text()
    proposed.write_text(text.replace('runbook = "newest_version"', 'runbook = "escalate"'))
    assert proposed.read_text().count("\n") == text.count("\n") != 0

    _, report, markdown, err = await _whatif(stage.env, proposed, tmp_path / "all.json")
    assert {(c["event_id"], c["kind"]) for c in report["changes"]} == {
        ("ev-demo-09", "changed"), ("rb-wiki", "changed")}
    assert all(c["after"]["strategy"] == "escalate" for c in report["changes"])
    assert report["events"] == len(behind)
    assert report["conflicts_before"] == report["conflicts_after"] == 10
    assert report["archive"] | {"selection": None} == {
        "topic": s.topic_conflicts, "input_topic": s.topic_retrieval, "selection": None,
        "conflicts": 11, "events": len(behind) + 1, "found": len(behind), "not_found": 1,
        "duplicates": 0, "not_found_event_ids": ["ev-dropped"]}
    assert len(report["skipped_lines"]) == 1  # the samples' truncated line (ev-demo-11)
    assert "**2 conflicts change**" in markdown and "**1 not found**" in markdown
    assert "rb-late" not in markdown and "rb-sec" not in markdown
    assert f"{len(behind)} of {len(behind) + 1} archived events found" in err

    # Only escalated conflicts: the runbook ones were decided (resolved or surfaced), so
    # nothing changes.
    _, narrow, markdown, _ = await _whatif(stage.env, proposed, tmp_path / "esc.json",
                                           "--status", "escalated")
    assert narrow["changes"] == [] and "No conflict and no event changes" in markdown
    assert narrow["archive"]["selection"] == "status escalated"
    assert 0 < narrow["archive"]["events"] < report["archive"]["events"]
    assert narrow["archive"]["not_found_event_ids"] == ["ev-dropped"]
