"""The conflict archive is compacted by the broker: after several versions of one
conflict_id are written, reading the topic from the start shows only the latest."""

from __future__ import annotations

import asyncio
import time

import pytest
from aiokafka.admin import AIOKafkaAdminClient
from aiokafka.admin.config_resource import ConfigResource, ConfigResourceType

from schemas import RetrievalEvent
from tests.integration.conftest import StageFactory
from tests.integration.helpers import SAMPLES, sample_lines
from workers.encode import to_bytes
from workers.engine import Policy, resolve


async def _make_cleanable_quickly(bootstrap: str, topic: str) -> None:
    """Roll segments after 100 ms and clean at any dirty ratio (test-only topic configs)."""
    admin = AIOKafkaAdminClient(bootstrap_servers=bootstrap)
    await admin.start()
    try:
        await admin.alter_configs([ConfigResource(ConfigResourceType.TOPIC, topic, {
            "cleanup.policy": "compact", "segment.ms": "100",
            "min.cleanable.dirty.ratio": "0.01", "min.compaction.lag.ms": "0"})])
    finally:
        await admin.close()


@pytest.mark.integration
async def test_the_cleaner_keeps_only_the_latest_version_of_a_conflict(
    make_stage: StageFactory, policy: Policy,
) -> None:
    stage = await make_stage(partitions=1)
    s = stage.settings
    await _make_cleanable_quickly(s.bootstrap_servers, s.topic_conflicts)
    escalated = next(
        record for line in sample_lines(SAMPLES) if b"ev-demo-03" in line
        for record in resolve(RetrievalEvent.model_validate_json(line), policy, "now").conflicts)
    versions = [escalated] + [
        escalated.model_copy(update={
            "status": "reviewed", "reviewer": f"reviewer-{n}",
            "reviewer_decision": "accept_neither", "decided_at": f"2026-11-30T09:0{n}:00Z"})
        for n in range(1, 5)]
    key = escalated.conflict_id.encode()

    await stage.produce([to_bytes(v) for v in versions], keys=[key] * len(versions),
                        topic=s.topic_conflicts)
    before = [r for r in await stage.read_all(s.topic_conflicts) if r.key == key]
    assert len(before) == len(versions), "the active segment holds every version"
    await asyncio.sleep(0.3)  # past segment.ms: the next write rolls a new segment
    await stage.produce([b"{}"], keys=[b"another-conflict"], topic=s.topic_conflicts)

    deadline = time.monotonic() + 60
    while True:
        kept = [r.value for r in await stage.read_all(s.topic_conflicts) if r.key == key]
        if len(kept) == 1:
            break
        assert time.monotonic() < deadline, f"{len(kept)} versions still there after 60 s"
        await asyncio.sleep(1.0)
    assert kept == [to_bytes(versions[-1])], "the latest version is the one that remains"
