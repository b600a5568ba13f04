"""``resolver workqueue --from-topic`` reads the archive topic of a real broker to its end."""

from __future__ import annotations

import asyncio
import os
import sys
from typing import Any

import orjson
import pytest

from tests.governance.builders import archived
from tests.integration.conftest import StageFactory
from tests.integration.helpers import ROOT

pytestmark = pytest.mark.integration
SEC = [("sec-std", "security_standard", "primary"), ("onboarding", "policy", "primary")]
RETURNS = [("returns-policy", "policy", "primary"), ("support-mail", "support_email",
                                                      "secondary")]


async def _workqueue(env: dict[str, str], *args: str) -> tuple[int, bytes, bytes]:
    proc = await asyncio.create_subprocess_exec(
        sys.executable, "-m", "workers.cli", "workqueue", *args, cwd=ROOT,
        env=os.environ | env, stdout=asyncio.subprocess.PIPE, stderr=asyncio.subprocess.PIPE)
    out, err = await asyncio.wait_for(proc.communicate(), timeout=120)
    assert proc.returncode is not None
    return proc.returncode, out, err


async def test_the_queue_from_the_topic_equals_the_queue_from_the_same_records(
    make_stage: StageFactory, tmp_path: Any
) -> None:
    stage = await make_stage(partitions=3)
    records = [
        archived("sec-1", "access", SEC, owner="security-office",
                 created_at="2026-11-01T10:00:00Z"),
        archived("sec-2", "access", SEC, owner="security-office",
                 created_at="2026-11-02T10:00:00Z"),
        archived("sec-2", "access", SEC, owner="security-office", status="reviewed",
                 created_at="2026-11-02T10:00:00Z", decided_at="2026-11-03T10:00:00Z",
                 decision="accept_neither"),
        *(archived(f"ret-{n}", "return-window", RETURNS, status="auto_resolved",
                   winner="returns-policy", rules=("authoritative_source",),
                   created_at=f"2026-11-0{n}T10:00:00Z") for n in (4, 5)),
    ]
    values: list[bytes | None] = [r.model_dump_json().encode() for r in records]
    keys: list[bytes | None] = [r.conflict_id.encode() for r in records]
    await stage.produce([*values, None], [*keys, b"gone"], topic=stage.settings.topic_conflicts)
    archive_file = tmp_path / "archive.jsonl"
    archive_file.write_bytes(b"".join(v + b"\n" for v in values if v is not None))

    args = ("--now", "2026-11-30T10:00:00Z", "--format", "json")
    code, out, err = await _workqueue(stage.env, "--from-topic", *args)
    assert code == 0, err.decode()
    from_topic: dict[str, Any] = orjson.loads(out)
    code, out, _ = await _workqueue(stage.env, str(archive_file), *args)
    from_file: dict[str, Any] = orjson.loads(out)

    # Partitions interleave, so compare what does not depend on read order across them.
    def groups(queue: dict[str, Any]) -> list[tuple[Any, ...]]:
        return [(g["owner"], g["entity_key"], g["conflicts"], g["escalations"], g["open"],
                 g["reviewed"], g["suggested_action"]) for g in queue["groups"]]

    assert groups(from_topic) == groups(from_file) == [
        ("security-office", "access", 2, 2, 1, 1, "refresh or fix the primary"),
        ("kb-owners", "return-window", 2, 0, 0, 0, "demote a secondary source"),
    ]
    assert b"3 groups" not in err and b"(5 records read)" in err  # the tombstone is skipped


async def test_a_missing_topic_exits_2(make_stage: StageFactory) -> None:
    stage = await make_stage()
    env = stage.env | {"RESOLVER_TOPIC_CONFLICTS": stage.settings.topic_conflicts + ".nope"}
    code, _, err = await _workqueue(env, "--from-topic")
    assert code == 2
    assert b"does not exist" in err
